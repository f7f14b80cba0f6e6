import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_RECORD_ID, useApi, useT } from '../../../sdk/client';
import type { Voc, VocLink } from '../shared/types';
import { entryApi } from './scope';
import { VocabularySearchDialog } from './VocabularySearchDialog';

const label = (l: VocLink) => `${l.word || l.title} #${l.id}`;

/**
 * The parent/synonym tree of an entry (spec 3 §2, §5): its parent and children, its parent synonym
 * and synonyms. Links are saved at once (PUT …/parent, …/parent-synonym) and a refusal shows as
 * 'Error: {text}'. Parent/child actions are hidden for a synonym child; 'Link to synonym' needs an
 * entry without parent, children and synonyms.
 */
export function VocTreeSection({ value, onChange }: { value: Voc; onChange(next: Voc): void }) {
  const t = useT('vocabulary');
  const api = useApi();
  const [picking, setPicking] = useState<'parent' | 'parentSynonym'>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { tree } = value;

  if (value.id === NEW_RECORD_ID) {
    return (
      <Input.Wrapper label={t('tree.label')}>
        <Text size="sm" c="dimmed">
          {t('tree.saveFirst')}
        </Text>
      </Input.Wrapper>
    );
  }

  const isSynonymChild = value.parentSynonym !== null;
  const canLinkSynonym = value.parent === null && tree.children.length === 0 && tree.synonyms.length === 0;

  const link = async (what: 'parent' | 'parentSynonym', id: number | null) => {
    setBusy(true);
    setError(undefined);
    const entry = entryApi(value.courseId);
    const params = { id: value.id };
    const res =
      what === 'parent'
        ? await api.call(entry.parent, { params, body: { parent: id } })
        : await api.call(entry.parentSynonym, { params, body: { parentSynonym: id } });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    const r = res.data;
    if (!r) return;
    // Only what the link changed; the rest of the draft stays as edited.
    onChange({
      ...value,
      parent: r.parent,
      parentSynonym: r.parentSynonym,
      tree: r.tree,
      vocCategories: r.vocCategories,
      categories: r.categories,
      categoriesInherited: r.categoriesInherited,
    });
  };

  return (
    <Input.Wrapper label={t('tree.label')} data-testid="voc-tree">
      <Stack gap={6} mt={4}>
        {error && (
          <Alert color="red" p="xs" withCloseButton onClose={() => setError(undefined)}>
            <Text size="sm">{t('tree.error', { error })}</Text>
          </Alert>
        )}
        {!isSynonymChild && (
          <>
            <Group gap={6} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t('tree.parent')}{' '}
                {tree.parent ? (
                  label(tree.parent)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('tree.none')}
                  </Text>
                )}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="light" leftSection={<IconLink size={12} />} loading={busy} onClick={() => setPicking('parent')}>
                  {t('tree.setParent')}
                </Button>
                {tree.parent && (
                  <Button size="compact-xs" variant="subtle" leftSection={<IconUnlink size={12} />} onClick={() => void link('parent', null)}>
                    {t('tree.unlinkParent')}
                  </Button>
                )}
              </Group>
            </Group>
            <Text size="sm">
              {t('tree.children')}{' '}
              {tree.children.length ? (
                tree.children.map(label).join(', ')
              ) : (
                <Text span c="dimmed" size="sm">
                  {t('tree.none')}
                </Text>
              )}
            </Text>
          </>
        )}
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {t('tree.synonymOf')}{' '}
            {tree.parentSynonym ? (
              label(tree.parentSynonym)
            ) : (
              <Text span c="dimmed" size="sm">
                {t('tree.none')}
              </Text>
            )}
          </Text>
          <Group gap={4} wrap="nowrap">
            {isSynonymChild ? (
              <Button size="compact-xs" variant="subtle" leftSection={<IconUnlink size={12} />} onClick={() => void link('parentSynonym', null)}>
                {t('tree.unlinkSynonym')}
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconLink size={12} />}
                disabled={!canLinkSynonym}
                title={canLinkSynonym ? undefined : t('tree.synonymRule')}
                onClick={() => setPicking('parentSynonym')}
              >
                {t('tree.linkSynonym')}
              </Button>
            )}
          </Group>
        </Group>
        {!isSynonymChild && !canLinkSynonym && (
          <Text size="xs" c="dimmed">
            {t('tree.synonymRule')}.
          </Text>
        )}
        <Text size="sm">
          {t('tree.synonyms')}{' '}
          {tree.synonyms.length ? (
            tree.synonyms.map(label).join(', ')
          ) : (
            <Text span c="dimmed" size="sm">
              {t('tree.none')}
            </Text>
          )}
        </Text>
      </Stack>
      <VocabularySearchDialog
        opened={!!picking}
        onClose={() => setPicking(undefined)}
        courseId={value.courseId}
        title={picking === 'parent' ? t('tree.chooseParent') : t('tree.chooseSynonymOf')}
        exclude={[value.id]}
        onPick={(r) => void link(picking!, r.id)}
      />
    </Input.Wrapper>
  );
}

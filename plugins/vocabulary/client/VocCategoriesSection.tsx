import { Alert, Button, Group, Input, Pill, Select, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus, IconRobot } from '@tabler/icons-react';
import { useState } from 'react';
import { NEW_RECORD_ID, useApi, useT } from '../../../sdk/client';
import type { CategoryOption, Voc } from '../shared/types';
import { entryApi } from './scope';

interface Props {
  value: Voc;
  onChange(next: Voc): void;
  /** Leaf categories (spec 2 §5), or undefined while loading. */
  options: CategoryOption[] | undefined;
  error?: string;
}

/**
 * Ask AI (saved entries): POST …/assign-categories without categories, the agent chooses among the
 * leaf categories and the server saves its choice at once; the form takes the categories (and the
 * new version) and shows the agent's reasoning.
 */
function AskAiCategories({ value, onChange }: { value: Voc; onChange(next: Voc): void }) {
  const t = useT('vocabulary');
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ color: 'red' | 'dimmed'; text: string }>();
  const ask = async () => {
    setBusy(true);
    setNote(undefined);
    const res = await api.call(entryApi(value.courseId).assignCategories, { params: { id: value.id } });
    setBusy(false);
    if (!res.ok) {
      setNote({ color: 'red', text: res.error });
      return;
    }
    const r = res.data;
    // Without categories the answer carries the agent's assignment.
    if (!r || !('assignment' in r)) return;
    onChange({ ...value, version: r.version, vocCategories: r.vocCategories, categories: r.categories });
    const { reasoning } = r.assignment;
    setNote({ color: 'dimmed', text: r.assignment.categoryIds.length ? t('categories.saved', { reasoning }) : t('categories.noneFits', { reasoning }) });
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconRobot size={12} />}
        loading={busy}
        onClick={() => void ask()}
        style={{ flexShrink: 0 }}
        title={t('categories.askTitle')}
      >
        {t('categories.ask')}
      </Button>
      {note && (
        <Text size="xs" c={note.color} role={note.color === 'red' ? 'alert' : undefined} data-testid="ai-categories-note">
          {note.text}
        </Text>
      )}
    </Group>
  );
}

/**
 * The entry's categories as chips (spec 3 §5): added one at a time from the leaf-category select
 * ('Add category' needs one chosen), removed with their chip; read-only with a message when they
 * are inherited from the parent synonym. A saved entry can ask the AI for them.
 */
export function VocCategoriesSection({ value, onChange, options, error }: Props) {
  const t = useT('vocabulary');
  const [chosen, setChosen] = useState<string | null>(null);
  const inherited = value.categoriesInherited;
  const add = () => {
    const c = options?.find((o) => String(o.id) === chosen);
    if (!c || value.vocCategories.includes(c.id)) return;
    onChange({ ...value, vocCategories: [...value.vocCategories, c.id], categories: [...value.categories, { id: c.id, fullPath: c.fullPath }] });
    setChosen(null);
  };
  const remove = (id: number) =>
    onChange({ ...value, vocCategories: value.vocCategories.filter((c) => c !== id), categories: value.categories.filter((c) => c.id !== id) });
  const pathOf = (id: number) => value.categories.find((c) => c.id === id)?.fullPath ?? options?.find((o) => o.id === id)?.fullPath ?? `#${id}`;

  return (
    <Input.Wrapper label={t('categories.label')} error={error} data-testid="voc-categories">
      <Stack gap={6} mt={4}>
        {inherited && (
          <Alert p="xs" color="gray" icon={<IconLock size={14} />}>
            <Text size="sm">{t('categories.inherited')}</Text>
          </Alert>
        )}
        {value.vocCategories.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('categories.none')}
          </Text>
        )}
        <Pill.Group>
          {value.vocCategories.map((id) => (
            <Pill
              key={id}
              withRemoveButton={!inherited}
              onRemove={() => remove(id)}
              removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': t('categories.remove', { path: pathOf(id) }) }}
            >
              {pathOf(id)}
            </Pill>
          ))}
        </Pill.Group>
        {!inherited && (
          <Group gap={6} wrap="nowrap">
            <Select
              size="xs"
              style={{ flex: 1 }}
              aria-label={t('categories.toAdd')}
              placeholder={t('categories.choose')}
              searchable
              clearable
              value={chosen}
              onChange={setChosen}
              data={(options ?? []).filter((o) => !value.vocCategories.includes(o.id)).map((o) => ({ value: String(o.id), label: o.fullPath }))}
            />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={12} />}
              disabled={!chosen}
              onClick={add}
              title={chosen ? undefined : t('categories.addNeedsOne')}
            >
              {t('categories.add')}
            </Button>
          </Group>
        )}
        {!inherited && value.id !== NEW_RECORD_ID && <AskAiCategories key={value.id} value={value} onChange={onChange} />}
      </Stack>
    </Input.Wrapper>
  );
}

import { Button, Divider, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LinkerEditor, NEW_RECORD_ID, TranslationsEditor, useNavigation, useT, type RecordFormProps } from '../../../sdk/client';
import { AudioCell } from '../../../sdk/client';
import { NOTE_MAX } from '../rules';
import { GenderReadBySelector } from './GenderReadBySelector';
import { IllustrationPanel } from './IllustrationPanel';
import { SearchSentenceDialog } from './SearchSentenceDialog';
import { SENTENCES, type Sentence } from '../public';
import { errorsUnder } from './types';
import { UsedInPanels } from './UsedInPanels';

/**
 * The sentence editor (spec 2 §2 Sentences): gender pair and reader, the id label, the target
 * texts with their audio state per target dialect (a badge opening the Audio management dialog;
 * the state comes with the sentence, changes made in the dialog do not make the record dirty), the
 * source texts, the illustration panel, the source adaptation note and the panels that use it.
 */
export function SentenceForm({ value, onChange, errors, courseId }: RecordFormProps<Sentence>) {
  const navigation = useNavigation();
  const t = useT('sentences');
  const [searching, setSearching] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={500} data-testid="sentence-id">
          {value.id === NEW_RECORD_ID ? t('form.idNew') : t('form.id', { id: value.id })}
        </Text>
        <Button size="compact-xs" variant="subtle" leftSection={<IconSearch size={12} />} onClick={() => setSearching(true)}>
          {t('form.search')}
        </Button>
      </Group>
      <GenderReadBySelector genderCode={value.genderCode} readBy={value.readBy} errors={errors} onChange={(g) => onChange({ ...value, ...g })} />
      <TranslationsEditor
        label={t('form.targets')}
        multiline
        withStatus
        value={value.targets}
        errors={errorsUnder(errors, 'targets')}
        onChange={(targets) => onChange({ ...value, targets })}
      />
      <Group gap={6} aria-label={t('form.audio')}>
        <Text size="xs" c="dimmed">
          {t('form.audio')}
        </Text>
        {value.targets.map((target) => (
          <AudioCell
            key={`${value.id}-${target.dialectId}`}
            refType={SENTENCES}
            refId={value.id}
            dialectId={target.dialectId}
            dialectCode={target.dialectCode}
            state={target.audio}
          />
        ))}
      </Group>
      <Divider label={t('form.conceptLinker')} labelPosition="left" />
      {value.id > 0 ? (
        value.targets.map((target) => (
          <Stack key={target.dialectId} gap={2} aria-label={t('form.conceptLinkerOf', { dialect: target.dialectCode })}>
            <Text size="xs" c="dimmed">
              {target.dialectCode}
            </Text>
            <LinkerEditor courseId={courseId} ref_={SENTENCES} refId={value.id} dialectId={target.dialectId} text={target.text} />
          </Stack>
        ))
      ) : (
        <Text size="xs" c="dimmed">
          {t('form.saveToLink')}
        </Text>
      )}
      <TranslationsEditor
        label={t('form.sources')}
        multiline
        withStatus
        value={value.sources}
        errors={errorsUnder(errors, 'sources')}
        onChange={(sources) => onChange({ ...value, sources })}
      />
      <Divider label={t('form.illustration')} labelPosition="left" />
      {/* keyed by the sentence: another sentence starts with its own files and state */}
      <IllustrationPanel key={value.id} refType={SENTENCES} id={value.id} hasSvg={value.hasSvg} hasPng={value.hasPng} />
      <Textarea
        label={t('form.note')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOTE_MAX}
        value={value.sourceAdaptationNote}
        error={errors.sourceAdaptationNote}
        onChange={(e) => onChange({ ...value, sourceAdaptationNote: e.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('form.usedIn')}
        </Text>
        <UsedInPanels usedIn={value.usedIn} />
      </Stack>
      <SearchSentenceDialog
        opened={searching}
        onClose={() => setSearching(false)}
        courseId={courseId}
        onPick={(s) => navigation.navigate({ ref: SENTENCES, courseId, search: String(s.id) })}
      />
    </Stack>
  );
}

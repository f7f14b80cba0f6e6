import { ActionIcon, Badge, Box, Button, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AudioCell, InflectViewer, useAudioStates, useT, type Translate } from '../../../sdk/client';
import { VOCS_COURSE } from '../shared/types';
import { gendersOf } from '../shared/genders';
import { CONJ_STATES, INFLECT_IDS } from '../shared/inflects';
import type { VocDialectRow, VocInflect } from '../shared/types';

interface Props {
  value: VocDialectRow[];
  onChange(next: VocDialectRow[]): void;
  /** Server errors under 'dialects.' ('0.text', '1.inflects.2.inflectId'…). */
  errors: Record<string, string>;
  /**
   * The entry whose audio the target rows show (ref 21 for the main vocabulary's entries, 22 for a
   * course's; refId the entry's id): each target row gets its audio badge, which opens the Audio
   * management dialog. Absent: no audio shown.
   */
  audio?: { ref: number; refId: number };
}

/** A form's name in the UI language ('inflect 999' for an id the catalogue does not know). */
const inflectName = (t: Translate, inflectId: number) => t(`inflects.${inflectId}`, { defaultValue: t('inflects.other', { id: inflectId }) });

function InflectsEditor({ row, onChange, errorOf }: { row: VocDialectRow; onChange(inflects: VocInflect[]): void; errorOf(key: string): string | undefined }) {
  const t = useT('vocabulary');
  const inflectLabel = (id: number) => inflectName(t, id);
  const [adding, setAdding] = useState<string | null>(null);
  const used = new Set(row.inflects.map((f) => f.inflectId));
  const set = (i: number, patch: Partial<VocInflect>) => onChange(row.inflects.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <Stack gap={4} data-testid={`inflects-${row.dialectCode}`}>
      <Text size="xs" c="dimmed">
        {t('dialects.inflected', { count: row.inflects.filter((f) => f.word.trim()).length })}
      </Text>
      {row.inflects.map((f, i) => (
        <Group key={f.inflectId} gap={4} wrap="nowrap">
          <Text size="xs" w={120} title={t('dialects.inflectId', { id: f.inflectId })}>
            {inflectLabel(f.inflectId)}
          </Text>
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`${row.dialectCode} ${inflectLabel(f.inflectId)}`}
            value={f.word}
            error={errorOf(`inflects.${i}.word`) ?? errorOf(`inflects.${i}.inflectId`)}
            onChange={(e) => set(i, { word: e.currentTarget.value })}
          />
          <Select
            size="xs"
            w={130}
            aria-label={t('dialects.conjugationOf', { dialect: row.dialectCode, form: inflectLabel(f.inflectId) })}
            allowDeselect={false}
            value={String(f.conjState)}
            data={CONJ_STATES.map((state) => ({ value: String(state), label: t(`conjugations.${state}`) }))}
            onChange={(v) => v !== null && set(i, { conjState: Number(v) })}
          />
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('dialects.remove', { form: inflectLabel(f.inflectId) })}
            onClick={() => onChange(row.inflects.filter((_, j) => j !== i))}
          >
            <IconTrash size={12} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap={4} wrap="nowrap">
        <Select
          size="xs"
          style={{ flex: 1 }}
          aria-label={t('dialects.formToAdd', { dialect: row.dialectCode })}
          placeholder={t('dialects.addAForm')}
          value={adding}
          onChange={setAdding}
          data={INFLECT_IDS.filter((id) => !used.has(id)).map((id) => ({ value: String(id), label: inflectLabel(id) }))}
        />
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          disabled={!adding}
          onClick={() => {
            onChange([...row.inflects, { inflectId: Number(adding), word: '', conjState: 1 }].sort((a, b) => a.inflectId - b.inflectId));
            setAdding(null);
          }}
        >
          {t('dialects.addForm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The entry per dialect (spec 3 §2): target dialects with the word, its gender (in languages that
 * have one), whether the target is enabled, its inflected forms and, given `audio`, its audio
 * state; source dialects with the translation.
 */
export function VocDialectsEditor({ value, onChange, errors, audio }: Props) {
  const t = useT('vocabulary');
  const set = (i: number, patch: Partial<VocDialectRow>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  // One request per open entry; a new entry (id -1) has none.
  const audioStates = useAudioStates(audio?.ref ?? 0, audio?.refId ?? 0);
  // The Inflect viewer (module 13) for a saved course entry, in one target dialect at a time.
  const [inflecting, setInflecting] = useState<number | null>(null);
  const canInflect = audio?.ref === VOCS_COURSE && audio.refId > 0;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('dialects.title')}
      </Text>
      {value.map((r, i) => {
        const errorOf = (key: string) => errors[`${i}.${key}`];
        const genders = gendersOf(r.dialectCode);
        return (
          <Paper key={r.dialectId} withBorder p="xs" data-dialect={r.dialectCode}>
            <Stack gap={6}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Badge variant="light" w={64} mt={6} style={{ flex: 'none' }}>
                  {r.dialectCode}
                </Badge>
                <TextInput
                  size="xs"
                  style={{ flex: 1 }}
                  aria-label={t(r.kind === 'target' ? 'dialects.target' : 'dialects.source', { dialect: r.dialectCode })}
                  placeholder={r.kind === 'target' ? t('dialects.wordPlaceholder') : t('dialects.translationPlaceholder')}
                  value={r.text}
                  error={errorOf('text') ?? errorOf('dialectId')}
                  onChange={(e) => set(i, { text: e.currentTarget.value })}
                />
                {r.kind === 'target' && audio && (
                  <Box mt={6} style={{ flex: 'none' }}>
                    <AudioCell
                      key={`${audio.ref}-${audio.refId}-${r.dialectId}`}
                      refType={audio.ref}
                      refId={audio.refId}
                      dialectId={r.dialectId}
                      dialectCode={r.dialectCode}
                      state={audioStates?.get(r.dialectId)}
                    />
                  </Box>
                )}
                {r.kind === 'target' && genders.length > 0 && (
                  <Select
                    size="xs"
                    w={130}
                    aria-label={t('dialects.gender', { dialect: r.dialectCode })}
                    placeholder={t('dialects.noGender')}
                    clearable
                    value={r.gender || null}
                    error={errorOf('gender')}
                    data={genders.map((g) => ({ value: g, label: t(`genders.${g}`) }))}
                    onChange={(g) => set(i, { gender: g ?? '' })}
                  />
                )}
              </Group>
              {r.kind === 'target' && (
                <>
                  <Switch
                    size="xs"
                    label={t('dialects.targetEnabled')}
                    aria-label={t('dialects.targetEnabledOf', { dialect: r.dialectCode })}
                    checked={r.targetEnabled}
                    disabled={!r.targetCanBeDisabled && r.targetEnabled}
                    error={errorOf('targetEnabled')}
                    onChange={(e) => set(i, { targetEnabled: e.currentTarget.checked })}
                    description={r.targetCanBeDisabled ? undefined : t('dialects.defaultStays')}
                  />
                  <InflectsEditor
                    row={r}
                    errorOf={errorOf}
                    onChange={(inflects) => set(i, { inflects, nInflects: inflects.filter((f) => f.word.trim()).length })}
                  />
                  {canInflect && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      w="fit-content"
                      onClick={() => setInflecting(r.dialectId)}
                      aria-label={t('dialects.inflectViewerOf', { dialect: r.dialectCode })}
                    >
                      {t('dialects.inflectViewer')}
                    </Button>
                  )}
                  {canInflect && inflecting === r.dialectId && (
                    <InflectViewer
                      opened
                      onClose={() => setInflecting(null)}
                      refType={audio.ref}
                      refId={audio.refId}
                      dialectId={r.dialectId}
                      onSaved={(forms) => set(i, { inflects: forms, nInflects: forms.length })}
                    />
                  )}
                </>
              )}
              {r.kind === 'source' && (
                <Text size="xs" c="dimmed">
                  {t('dialects.sourceTranslation')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

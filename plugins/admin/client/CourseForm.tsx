import { Badge, Button, Checkbox, Fieldset, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { NEW_RECORD_ID, useApi, type DialectRef, type RecordFormProps, useT } from '../../../sdk/client';
import { adminApi } from '../public';
import type { CourseRecord, DialectOption, LanguageOption } from './types';

type Kind = 'target' | 'source';
const LIST = { target: 'targets', source: 'sources' } as const;
const DEFAULT = { target: 'targetDialectDefaultId', source: 'sourceDialectDefaultId' } as const;
const ADD_DIALECT = { target: adminApi.addTargetDialect, source: adminApi.addSourceDialect } as const;

const FLAGS = ['conceptLinker', 'splitExercises', 'hasVocabulary', 'playAudioSegmentWhenSolved', 'glossaryUppercase'] as const;

const NUMBERS = ['publishLessonPosition', 'clLessonPosition', 'aiReviewPos'] as const;

/** The options of the selects, loaded once per form. */
function useOptions() {
  const api = useApi();
  const [dialects, setDialects] = useState<DialectOption[]>([]);
  const [languages, setLanguages] = useState<LanguageOption[]>([]);
  useEffect(() => {
    void api.load(adminApi.dialects).then((d) => setDialects(d ?? []));
    void api.load(adminApi.languageOptions).then((l) => setLanguages(l ?? []));
  }, [api]);
  return { dialects, languages };
}

export interface AddDialectModalProps {
  kind: Kind;
  /** Dialects that may be added (not yet in the list). */
  dialects: DialectOption[];
  languages: LanguageOption[];
  /** The course's dialects of this kind to copy texts from; absent for a new course (nothing to copy). */
  copyFrom?: DialectRef[];
  onAdd(dialectId: number, copyDialectId: number | null): Promise<string | undefined>;
  onClose(): void;
}

/** 'Add target dialect' / 'Add source dialect': a dialect and, optionally, one to copy the texts from. */
export function AddDialectModal({ kind, dialects, languages, copyFrom, onAdd, onClose }: AddDialectModalProps) {
  const t = useT('admin');
  const [dialectId, setDialectId] = useState<string | null>(null);
  const [copyId, setCopyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const languageName = (id: number) => languages.find((l) => l.id === id)?.name ?? t('course.otherLanguage');
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const d of dialects) {
    const g = languageName(d.languageId);
    groups.set(g, [...(groups.get(g) ?? []), { value: String(d.id), label: `${d.code} · ${d.name}` }]);
  }
  const add = async () => {
    if (!dialectId) return;
    setBusy(true);
    const failure = await onAdd(Number(dialectId), copyId ? Number(copyId) : null);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t(kind === 'target' ? 'course.addTarget' : 'course.addSource')} size="sm">
      <Stack gap="sm">
        <Select
          label={t('course.dialect')}
          placeholder={t('course.pickDialect')}
          searchable
          nothingFoundMessage={t('course.noDialectLeft')}
          data={[...groups].map(([group, items]) => ({ group, items }))}
          value={dialectId}
          onChange={setDialectId}
        />
        {copyFrom && (
          <Select
            label={t('course.copyFrom')}
            placeholder={t('course.noCopy')}
            clearable
            description={t('course.copyHelp')}
            data={copyFrom.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
            value={copyId}
            onChange={setCopyId}
          />
        )}
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('course.cancel')}
          </Button>
          <Button disabled={!dialectId} loading={busy} onClick={() => void add()}>
            {t('course.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function CourseForm({ value, onChange, errors }: RecordFormProps<CourseRecord>) {
  const api = useApi();
  const t = useT('admin');
  const { dialects, languages } = useOptions();
  const isNew = value.id === NEW_RECORD_ID;
  const [adding, setAdding] = useState<Kind | null>(null);
  const [notice, setNotice] = useState<string>();
  /**
   * Dialects added to a saved course (add-*-dialect saves at once) are kept here rather than put
   * in the draft, so they do not count as unsaved changes; the next load of the record has them.
   */
  const [added, setAdded] = useState<{ id: number; target: DialectRef[]; source: DialectRef[] }>({ id: value.id, target: [], source: [] });
  const extra = added.id === value.id ? added : { target: [], source: [] };
  const listOf = (kind: Kind): DialectRef[] => {
    const own = value[LIST[kind]];
    return [...own, ...extra[kind].filter((d) => !own.some((o) => o.dialectId === d.dialectId))];
  };
  useEffect(() => setNotice(undefined), [value.id]);

  const set = (patch: Partial<CourseRecord>) => onChange({ ...value, ...patch });

  const add = async (kind: Kind, dialectId: number, copyDialectId: number | null): Promise<string | undefined> => {
    const dialect = dialects.find((d) => d.id === dialectId)!;
    const ref = { dialectId, dialectCode: dialect.code };
    if (isNew) {
      set({ [LIST[kind]]: [...value[LIST[kind]], ref] });
      return undefined;
    }
    const res = await api.call(ADD_DIALECT[kind], { params: { id: value.id }, body: { dialectId, copyDialectId } });
    if (!res.ok) return res.fields?.dialectId ?? res.fields?.copyDialectId ?? res.error;
    setAdded((a) => {
      const base = a.id === value.id ? a : { id: value.id, target: [], source: [] };
      return { ...base, [kind]: res.data[LIST[kind]] };
    });
    const from = copyDialectId
      ? listOf(kind)
          .concat(listOf(kind === 'target' ? 'source' : 'target'))
          .find((d) => d.dialectId === copyDialectId)
      : undefined;
    setNotice(
      from ? t('course.addedCopied', { code: dialect.code, count: res.data.copied, from: from.dialectCode }) : t('course.added', { code: dialect.code }),
    );
    return undefined;
  };

  const languageData = languages.map((l) => ({ value: String(l.id), label: `${l.name} (${l.code})` }));
  if (value.languageId && !languages.some((l) => l.id === value.languageId)) languageData.push({ value: String(value.languageId), label: value.language });

  const dialectList = (kind: Kind) => {
    const list = listOf(kind);
    const listError = errors[LIST[kind]] ?? Object.entries(errors).find(([k]) => k.startsWith(`${LIST[kind]}.`))?.[1];
    return (
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {t(kind === 'target' ? 'course.targets' : 'course.sources')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={12} />}
            aria-label={t(kind === 'target' ? 'course.addTarget' : 'course.addSource')}
            onClick={() => setAdding(kind)}
          >
            {t('course.add')}
          </Button>
        </Group>
        <Group gap={4} mih={22} data-testid={`${kind}-dialects`}>
          {list.length ? (
            list.map((d) => (
              <Badge key={d.dialectId} variant="light" tt="none">
                {d.dialectCode}
              </Badge>
            ))
          ) : (
            <Text size="xs" c="dimmed">
              {t('course.noneYet')}
            </Text>
          )}
        </Group>
        {listError && (
          <Text size="xs" c="red">
            {listError}
          </Text>
        )}
      </Stack>
    );
  };

  const defaultSelect = (kind: Kind) => (
    <Select
      label={t(kind === 'target' ? 'course.defaultTarget' : 'course.defaultSource')}
      placeholder={isNew ? t(kind === 'target' ? 'course.firstTarget' : 'course.firstSource') : undefined}
      error={errors[DEFAULT[kind]]}
      data={listOf(kind).map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
      value={value[DEFAULT[kind]] ? String(value[DEFAULT[kind]]) : null}
      onChange={(v) => set({ [DEFAULT[kind]]: v ? Number(v) : null })}
    />
  );

  return (
    <Stack gap="sm">
      <Select
        label={t('course.language')}
        required
        searchable
        disabled={!isNew}
        description={isNew ? t('course.languageFixed') : undefined}
        data={languageData}
        value={value.languageId ? String(value.languageId) : null}
        error={errors.languageId}
        onChange={(v) => set({ languageId: v ? Number(v) : null })}
      />
      <Group grow align="flex-start">
        <TextInput label={t('course.code')} required value={value.code} error={errors.code} onChange={(e) => set({ code: e.currentTarget.value })} />
        <TextInput label={t('course.name')} required value={value.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
      </Group>
      <Fieldset legend={t('course.dialects')} p="sm">
        <Stack gap="sm">
          {dialectList('target')}
          {dialectList('source')}
          {notice && (
            <Text size="xs" c="teal">
              {notice}
            </Text>
          )}
          <Group grow align="flex-start">
            {defaultSelect('target')}
            {defaultSelect('source')}
          </Group>
        </Stack>
      </Fieldset>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        {FLAGS.map((field) => (
          <Checkbox key={field} label={t(`course.flags.${field}`)} checked={value[field]} onChange={(e) => set({ [field]: e.currentTarget.checked })} />
        ))}
      </SimpleGrid>
      <Group grow align="flex-start">
        {NUMBERS.map((field) => (
          <NumberInput
            key={field}
            label={t(`course.numbers.${field}`)}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={value[field]}
            error={errors[field]}
            onChange={(v) => set({ [field]: typeof v === 'number' ? v : Number(v) || 0 })}
          />
        ))}
      </Group>
      {adding && (
        <AddDialectModal
          key={adding}
          kind={adding}
          languages={languages}
          dialects={dialects.filter((d) => !listOf(adding).some((x) => x.dialectId === d.id))}
          copyFrom={isNew ? undefined : listOf(adding)}
          onAdd={(dialectId, copyDialectId) => add(adding, dialectId, copyDialectId)}
          onClose={() => setAdding(null)}
        />
      )}
    </Stack>
  );
}

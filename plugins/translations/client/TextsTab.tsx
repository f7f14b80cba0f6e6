import { Box, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecklist, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import {
  DataGrid,
  UnsavedChangesDialog,
  useApi,
  useCommands,
  useNarrow,
  useT,
  useUnsavedChanges,
  type GridRow,
  type ModuleScreenProps,
} from '../../../sdk/client';
import { LIST_LIMIT, translationsApi, type SearchOptions, type TranslationRow } from '../public';
import { TranslationEditor } from './TranslationEditor';

/** Spec 4 §9: the translation list filters are debounced 500 ms. */
const DEBOUNCE_MS = 500;

/**
 * The Texts tab of Translation Projects (module 36; spec 2 §2 Translations): search by text,
 * dialect and module in the course, a grid of the translations with the chosen dialect's text,
 * status and check error, and the editor of the selected one.
 */
export default function TextsTab({ courseId, params }: ModuleScreenProps) {
  const t = useT('translations');
  const { ref: sizeRef, narrow, direction } = useNarrow();
  const api = useApi();
  const [options, setOptions] = useState<SearchOptions | null>();
  const [text, setText] = useState(params?.search ?? '');
  const [dialect, setDialect] = useState<number | undefined>(params?.dialect);
  const [ref, setRef] = useState<number | null>(null);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  const [rows, setRows] = useState<TranslationRow[]>();
  const [selected, setSelected] = useState<number>();
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<number>();
  const [summary, setSummary] = useState<string>();
  useUnsavedChanges(dirty);

  // A navigation to the open tab with a new search or dialect replaces them.
  useEffect(() => {
    if (params?.search !== undefined) setText(params.search);
    if (params?.dialect !== undefined) setDialect(params.dialect);
  }, [params]);

  useEffect(() => {
    void api.load(translationsApi.searchOptions, { params: { courseId } }).then((o) => {
      setOptions(o ?? null);
      if (o) setDialect((d) => d ?? o.defaultSourceDialectId);
    });
  }, [api, courseId]);

  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!dialect) return Promise.resolve();
      setRows(undefined);
      const q = debounced.trim();
      const request = errorsOnly
        ? api.load(translationsApi.withError, { query: { course: courseId, dialect }, signal })
        : api.load(translationsApi.list, { params: { courseId }, query: { dialect, text: q || undefined, ref: ref ?? undefined }, signal });
      return request.then((r) => !signal?.aborted && setRows(r ?? []));
    },
    [api, courseId, dialect, debounced, ref, errorsOnly],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  /** After a save, check or invalidate: the row shows what the server now holds, as the write answered it. */
  const showRow = useCallback((row: TranslationRow) => setRows((rs) => rs?.map((r) => (r.id === row.id ? row : r))), []);

  /** One request: the check answers the grid's rows as it is shown (dialect, search or errors only). */
  const checkAll = async () => {
    setSummary(undefined);
    const q = debounced.trim();
    const grid = errorsOnly ? { withError: '1' as const } : { text: q || undefined, ref: ref ?? undefined };
    const res = await api.load(translationsApi.checkCourse, { query: { course: courseId, dialect, ...grid } });
    if (!res) return;
    setSummary(t('texts.checked', { checked: res.checked, withError: res.withError }));
    if (res.rows) setRows(res.rows);
  };

  useCommands([
    { id: 'check-all', category: t('texts.category'), title: t('texts.palette.checkAll'), keys: 'alt+shift+C', run: () => void checkAll() },
    {
      id: 'errors-only',
      category: t('texts.category'),
      title: t('texts.palette.errorsOnly'),
      keys: 'alt+shift+E',
      run: () => setErrorsOnly((v) => !v),
    },
  ]);

  const select = (id: number) => {
    if (id === selected) return;
    if (dirty) setPending(id);
    else setSelected(id);
  };

  const dialectData = options
    ? (['target', 'source', 'other'] as const)
        .map((kind) => ({
          group: t(`texts.kinds.${kind}`),
          items: options.dialects.filter((d) => d.kind === kind).map((d) => ({ value: String(d.dialectId), label: d.dialectCode })),
        }))
        .filter((g) => g.items.length)
    : [];

  return (
    <Box ref={sizeRef} h="100%" style={{ display: 'flex', flexDirection: direction, alignItems: 'stretch' }}>
      <Stack gap={6} p={6} style={{ flex: 1, minWidth: narrow ? 0 : 320, minHeight: narrow ? 260 : undefined }}>
        <Group gap={6} wrap="wrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            leftSection={<IconSearch size={14} />}
            placeholder={t('texts.searchPlaceholder')}
            aria-label={t('texts.search')}
            value={text}
            disabled={errorsOnly}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Select
            size="xs"
            w={110}
            aria-label={t('texts.dialect')}
            allowDeselect={false}
            data={dialectData}
            value={dialect ? String(dialect) : null}
            onChange={(v) => v && setDialect(Number(v))}
          />
          <Select
            size="xs"
            w={170}
            aria-label={t('texts.ref')}
            placeholder={t('texts.allModules')}
            clearable
            disabled={errorsOnly}
            data={options?.refs.map((r) => ({ value: String(r.ref), label: `${r.title} (${r.count})` })) ?? []}
            value={ref === null ? null : String(ref)}
            onChange={(v) => setRef(v === null ? null : Number(v))}
          />
        </Group>
        <Group gap={6} justify="space-between">
          <Switch size="xs" label={t('texts.errorsOnly')} checked={errorsOnly} onChange={(e) => setErrorsOnly(e.currentTarget.checked)} />
          <Group gap={6}>
            {summary && (
              <Text size="xs" c="dimmed">
                {summary}
              </Text>
            )}
            <Button size="compact-xs" variant="light" leftSection={<IconChecklist size={12} />} onClick={() => void checkAll()}>
              {t('texts.checkAll')}
            </Button>
          </Group>
        </Group>
        {options === null && (
          <Text size="sm" c="red">
            {t('texts.noDialects')}
          </Text>
        )}
        <Box style={{ flex: 1, minHeight: 200 }}>
          <DataGrid gridName="translations" rows={rows as GridRow[] | undefined} selectedId={selected} onSelect={(row) => select(row.id)} />
        </Box>
        {rows?.length === LIST_LIMIT && (
          <Text size="xs" c="dimmed">
            {t('texts.limit', { limit: LIST_LIMIT })}
          </Text>
        )}
      </Stack>
      <Box
        w={narrow ? '100%' : 480}
        style={{
          [narrow ? 'borderTop' : 'borderLeft']: '1px solid var(--mantine-color-gray-3)',
          position: 'relative',
          flex: narrow ? 1 : undefined,
          minHeight: 0,
          overflow: 'auto',
        }}
      >
        {selected !== undefined && dialect ? (
          <TranslationEditor key={selected} courseId={courseId} translationId={selected} dialectId={dialect} onChanged={showRow} onDirtyChange={setDirty} />
        ) : (
          <Text p="sm" size="sm" c="dimmed">
            {t('texts.select')}
          </Text>
        )}
      </Box>
      <UnsavedChangesDialog
        opened={pending !== undefined}
        message={t('texts.unsaved')}
        onKeep={() => setPending(undefined)}
        onDiscard={() => {
          setDirty(false);
          setSelected(pending);
          setPending(undefined);
        }}
      />
    </Box>
  );
}

import { Box, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileExport, IconFileImport, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { DataGrid, useApi, useCommands, useT, type GridRow, type ModuleScreenProps } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { TranslationPopup } from './TranslationPopup';
import { ExportTmxDialog, ImportTmxDialog } from './TmxDialogs';
import { memoryApi, type MemoryHit } from '../public';

/**
 * The Memory module (86), its first tab, Memory search (spec 4 §2.9): a text and a dialect, searched
 * on Enter or the button; the done texts of that dialect most similar to it, in every course; a
 * click opens the translation in a popup. Opened by navigation with a search and a dialect, it
 * runs that search at once. Export TMX and Import TMX open their dialogs (TmxDialogs).
 */
export default function MemoryScreen({ params }: ModuleScreenProps) {
  const t = useT('memory');
  const api = useApi();
  const [dialects, setDialects] = useState<DialectRef[]>();
  const [text, setText] = useState(params?.search ?? '');
  const [dialect, setDialect] = useState<string | null>(params?.dialect ? String(params.dialect) : null);
  const [rows, setRows] = useState<MemoryHit[]>();
  const [searched, setSearched] = useState<{ text: string; dialect: string }>();
  const [message, setMessage] = useState<string>();
  const [open, setOpen] = useState<MemoryHit>();
  const [transfer, setTransfer] = useState<'export' | 'import'>();
  useCommands([
    { id: 'memory-export-tmx', category: t('tabs.memory'), title: t('tmx.export'), keys: 'alt+shift+E', run: () => setTransfer('export') },
    { id: 'memory-import-tmx', category: t('tabs.memory'), title: t('tmx.import'), keys: 'alt+shift+I', run: () => setTransfer('import') },
  ]);

  useEffect(() => {
    void api.load(memoryApi.dialects).then((d) => setDialects(d ?? []));
  }, [api]);

  const run = useCallback(
    async (q: { text: string; dialect: string | null }) => {
      if (!q.text.trim() || !q.dialect) {
        setMessage(t('search.missing'));
        return;
      }
      setMessage(undefined);
      setRows(undefined);
      setSearched({ text: q.text, dialect: q.dialect });
      const hits = await api.load(memoryApi.search, { query: { text: q.text.trim(), dialect: q.dialect } });
      setRows(hits ?? []);
    },
    [api, t],
  );

  // A navigation with a search (and a dialect) fills the form and searches at once.
  useEffect(() => {
    if (params?.search === undefined) return;
    const q = { text: params.search, dialect: params.dialect ? String(params.dialect) : null };
    setText(q.text);
    if (q.dialect) setDialect(q.dialect);
    if (q.dialect) void run(q);
  }, [params, run]);

  return (
    <Stack h="100%" gap={6} p={6}>
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          leftSection={<IconSearch size={14} />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.text')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && void run({ text, dialect })}
        />
        <Select
          size="xs"
          w={120}
          aria-label={t('dialect')}
          placeholder={t('dialect')}
          searchable
          data={dialects?.map((d) => ({ value: String(d.dialectId), label: d.dialectCode })) ?? []}
          value={dialect}
          onChange={setDialect}
        />
        <Button size="xs" onClick={() => void run({ text, dialect })}>
          {t('search.search')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconFileExport size={14} />} onClick={() => setTransfer('export')}>
          {t('tmx.export')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconFileImport size={14} />} onClick={() => setTransfer('import')}>
          {t('tmx.import')}
        </Button>
      </Group>
      {message && (
        <Text size="sm" c="red">
          {message}
        </Text>
      )}
      {searched && rows && (
        <Text size="xs" c="dimmed">
          {t('search.matches', { count: rows.length })}
        </Text>
      )}
      <Box style={{ flex: 1, minHeight: 200 }}>
        {searched ? (
          <DataGrid gridName="memory" rows={rows as GridRow[] | undefined} selectedId={open?.id} onSelect={(row) => setOpen(row as unknown as MemoryHit)} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('search.hint')}
          </Text>
        )}
      </Box>
      <ExportTmxDialog opened={transfer === 'export'} onClose={() => setTransfer(undefined)} dialects={dialects ?? []} />
      <ImportTmxDialog opened={transfer === 'import'} onClose={() => setTransfer(undefined)} />
      <TranslationPopup hit={open} onClose={() => setOpen(undefined)} search={searched} onSaved={setRows} />
    </Stack>
  );
}

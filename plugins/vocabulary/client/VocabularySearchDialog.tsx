import { ActionIcon, Badge, Group, Loader, Modal, ScrollArea, Select, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHelp, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useHttp } from '../../../sdk/client';
import { checkVocSearch } from '../shared/search-syntax';
import type { Voc, VocRow } from '../shared/types';
import { useCategoryOptions } from './options';
import { blankParams, blankPath, vocPaths } from './paths';
import { SearchSyntaxHelp } from './SearchSyntaxHelp';

export interface VocabularySearchDialogProps {
  opened: boolean;
  onClose(): void;
  /** The vocabulary searched: a course's, or 0 for the main vocabulary. */
  courseId: number;
  /** The chosen entry; the dialog closes after it. */
  onPick(row: VocRow): void;
  title?: string;
  /** Entries not offered (the entry being edited, those already linked): shown greyed. */
  exclude?: number[];
  /** The dialect searched at first (default: the vocabulary's default target dialect). */
  dialectId?: number;
}

/**
 * The Vocabulary search dialog (spec 2 §2): search a vocabulary by category, text and dialect, the
 * text in the vocabulary search syntax, checked as it is typed (a mistake says what and where),
 * with a help dialog explaining the syntax; a click picks an entry.
 */
export function VocabularySearchDialog({ opened, onClose, courseId, onPick, title = 'Search vocabulary', exclude = [], dialectId }: VocabularySearchDialogProps) {
  const http = useHttp();
  const [dialects, setDialects] = useState<Voc['dialects']>();
  const [dialect, setDialect] = useState<number | undefined>(dialectId);
  const [category, setCategory] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const [rows, setRows] = useState<VocRow[] | null>();
  const [help, setHelp] = useState(false);
  const categories = useCategoryOptions(dialect);
  const syntax = useMemo(() => checkVocSearch(debounced), [debounced]);

  useEffect(() => {
    if (!opened || dialects) return;
    void http.get<Voc>(blankPath(courseId), blankParams(courseId)).then((blank) => {
      setDialects(blank?.dialects ?? []);
      setDialect((d) => d ?? blank?.dialects[0]?.dialectId);
    });
  }, [opened, dialects, http, courseId]);

  useEffect(() => {
    if (!opened || !dialect) return;
    if (!syntax.ok) {
      setRows([]);
      return;
    }
    const ctrl = new AbortController();
    setRows(undefined);
    void http.get<VocRow[]>(vocPaths(courseId).list, { dialect, text: debounced.trim() || undefined, category: category ?? undefined }, ctrl.signal)
      .then((r) => !ctrl.signal.aborted && setRows(r ?? null));
    return () => ctrl.abort();
  }, [http, courseId, opened, dialect, category, debounced, syntax.ok]);

  const close = () => {
    setText('');
    onClose();
  };
  const pick = (r: VocRow) => {
    onPick(r);
    close();
  };
  const offered = rows?.filter((r) => !exclude.includes(r.id)) ?? [];

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" data-testid="vocabulary-search-dialog">
      <Stack gap="xs">
        <Group gap="xs" grow>
          <Select size="xs" label="Dialect" allowDeselect={false} value={dialect ? String(dialect) : null}
            data={(dialects ?? []).map((d) => ({ value: String(d.dialectId), label: `${d.dialectCode} (${d.kind})` }))}
            onChange={(v) => v && setDialect(Number(v))} />
          <Select size="xs" label="Category" placeholder="All categories" clearable searchable value={category}
            data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.fullPath }))}
            onChange={setCategory} />
        </Group>
        <TextInput data-autofocus size="xs" label="Text" leftSection={<IconSearch size={14} />} placeholder="casa, *ción, T:verb !ICT:REG…"
          value={text} onChange={(e) => setText(e.currentTarget.value)}
          error={!syntax.ok ? syntax.message : undefined}
          rightSection={(
            <Tooltip label="Search syntax">
              <ActionIcon variant="subtle" size="sm" aria-label="Search syntax help" onClick={() => setHelp(true)}><IconHelp size={14} /></ActionIcon>
            </Tooltip>
          )}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && offered.length) {
              e.preventDefault();
              pick(offered[0]);
            }
          }} />
        <ScrollArea.Autosize mah={340}>
          {rows === undefined && <Group justify="center" p="sm"><Loader size="sm" /></Group>}
          {rows === null && <Text size="sm" c="red">The vocabulary could not be searched.</Text>}
          {rows && rows.length === 0 && syntax.ok && <Text size="sm" c="dimmed">No entries found.</Text>}
          <Stack gap={2}>
            {rows?.map((r) => {
              const taken = exclude.includes(r.id);
              return (
                <UnstyledButton key={r.id} disabled={taken} onClick={() => pick(r)} data-testid={`pick-voc-${r.id}`}
                  px="xs" py={4} style={{ borderRadius: 4, opacity: taken ? 0.5 : 1 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{r.word || <i>{r.title}</i>}</Text>
                    <Group gap={6} wrap="nowrap">
                      {r.wordClass && <Badge size="xs" variant="light">{r.wordClass}</Badge>}
                      {r.levelName && <Badge size="xs" variant="outline">{r.levelName}</Badge>}
                      <Text size="xs" c="dimmed">#{r.id}</Text>
                    </Group>
                  </Group>
                </UnstyledButton>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
      <SearchSyntaxHelp opened={help} onClose={() => setHelp(false)} />
    </Modal>
  );
}

import { ActionIcon, Box, Button, Chip, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSortAscending } from '@tabler/icons-react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useCommands, useNarrow, useT } from '../../../sdk/client';
import { TranslationStatus } from '../../../sdk/shared';
import { CatRowView, type CatRowActions, type CatTarget } from './CatRowView';
import { CatSidePanel } from './CatSidePanel';
import { ConflictDialog } from './ConflictDialog';
import { HistoryPanel } from './HistoryPanel';
import { SegmentComments } from './SegmentComments';
import { MemoryPopup } from './MemoryPopup';
import { TermsPanel } from './TermsPanel';
import { itemConflict, translationsApi, type CatRow, type ItemConflict, type MemorySuggestion, type SavedCatRow, type TextVersion } from '../public';

/** Spec 4 §2.1: the From and To filters are debounced 500 ms. */
export const FILTER_DEBOUNCE_MS = 500;
/** Spec 2 §4: a suggestion this similar fills an empty row, set to doing. */
export const AUTO_FILL_SIMILARITY = 100;
/** The AI Review robot of a row's record (gridRowFields aiReview): 1 flagged, 2 OK. */
const QA_FLAGGED = 1;

/** A text put in the active row by a memory suggestion, with what the save records of it. */
interface Draft {
  text: string;
  status?: number;
  fromMemoryText?: string;
  similarity?: number;
}
type Sort = 'from' | 'to' | null;

const includes = (text: string, filter: string) => !filter.trim() || text.toLowerCase().includes(filter.trim().toLowerCase());

/** happy-dom and hidden panes measure 0: the list then assumes a usual pane rather than showing nothing. */
const observeRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || 800, height: 600 }));

const estimateSize = () => 44;
const INITIAL_RECT = { width: 800, height: 600 };

export interface CatEditorProps {
  courseId: number;
  /** The project to load (a navigation's search value, or Open CAT). */
  projectId?: number;
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Whether a text keeps at least half the words of the one it started from (a post-edit), rather than being typed anew. */
export function keepsWordsOf(start: string, text: string): boolean {
  const before = words(start);
  const after = new Set(words(text));
  return before.length > 0 && before.filter((w) => after.has(w)).length * 2 >= before.length;
}
/**
 * The translation editor (spec 4 §2.1) and CAT view (spec 2 §2) as one keyboard-first editor: a
 * project dropdown and Load, a virtualised list of rows with From/To filters (debounced, with an
 * exclusive sort), flag filters, the done/total counter, and the right panel of the active row.
 * Ctrl+Enter saves it done and moves to the next row not done; Shift+Enter saves keeping its
 * status; Ctrl+1/2/3 put in the n-th memory suggestion; Ctrl+Alt+1…9 the n-th term at the caret
 * (TermsPanel); Ctrl+. offers spellings for the word at the caret (SpellingLayer); Alt+↓/↑ move between rows.
 */
export function CatEditor({ courseId, projectId }: CatEditorProps) {
  const t = useT('translations');
  const api = useApi();
  const { ref: sizeRef, narrow, direction } = useNarrow();
  const [projects, setProjects] = useState<{ id: number; name: string }[]>([]);
  const [chosen, setChosen] = useState<number | undefined>(projectId);
  const [loaded, setLoaded] = useState<number | undefined>(projectId);
  const [rows, setRows] = useState<CatRow[]>();
  const [activeId, setActiveId] = useState<number>();
  const [draft, setDraft] = useState<Draft>();
  const [rowError, setRowError] = useState<string>();
  const [memory, setMemory] = useState<MemorySuggestion[]>();
  const [repeats, setRepeats] = useState<{ text: string; ids: number[] }>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<Sort>(null);
  const [notDoneOnly, setNotDoneOnly] = useState(false);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [qaOnly, setQaOnly] = useState(false);
  const [popup, setPopup] = useState<{ search: string }>();
  const [historyOpen, setHistoryOpen] = useState(false);
  /** A save refused as stale: what this translator saved, with which status, and the other save. */
  const [conflict, setConflict] = useState<{ rowId: number; mine: string; status?: number; other: ItemConflict }>();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [fromFilter] = useDebouncedValue(from, FILTER_DEBOUNCE_MS);
  const [toFilter] = useDebouncedValue(to, FILTER_DEBOUNCE_MS);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const scrollRef = useRef<HTMLDivElement>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const saving = useRef(false);
  /** What is typed in the active row: a ref, so that a key press renders the row's field alone. */
  const typed = useRef<string | undefined>(undefined);
  /** The active row's target field: terms go in at its caret. */
  const target = useRef<CatTarget | undefined>(undefined);

  useEffect(() => {
    void api.load(translationsApi.projectOptions, { params: { courseId } }).then((p) => {
      setProjects(p ?? []);
      // Opened without a project: the first one shows at once; another one waits for Load.
      const first = p?.[0]?.id;
      if (first) {
        setChosen((c) => c ?? first);
        setLoaded((l) => l ?? first);
      }
    });
  }, [api, courseId]);
  useEffect(() => {
    if (projectId) {
      setChosen(projectId);
      setLoaded(projectId);
    }
  }, [projectId]);

  /** The project's rows, fresh: nothing active, nothing typed. */
  const showRows = useCallback((r: CatRow[] | undefined) => {
    setRows(r);
    setRepeats(undefined);
    setActiveId(undefined);
    setDraft(undefined);
    typed.current = undefined;
  }, []);
  const load = useCallback(
    async (id: number) => {
      showRows(undefined);
      const r = await api.load(translationsApi.projectItems, { params: { projectId: id } });
      setRows(r ?? []);
    },
    [api, showRows],
  );
  useEffect(() => {
    if (loaded) void load(loaded);
  }, [loaded, load]);

  const visible = useMemo(() => {
    const list = (rows ?? []).filter(
      (r) =>
        includes(r.fromText, fromFilter) &&
        includes(r.toText, toFilter) &&
        (!notDoneOnly || r.status !== TranslationStatus.DONE) &&
        (!errorsOnly || r.error) &&
        (!qaOnly || r.aiReview === QA_FLAGGED),
    );
    if (sort) list.sort((a, b) => (sort === 'from' ? a.fromText : a.toText).localeCompare(sort === 'from' ? b.fromText : b.toText));
    return list;
  }, [rows, fromFilter, toFilter, notDoneOnly, errorsOnly, qaOnly, sort]);
  /** Spec 4 §2.1: the third flag filter shows only when the project has QA (AI reviews of its records). */
  const hasQa = useMemo(() => !!rows?.some((r) => r.aiReview !== undefined), [rows]);
  const active = useMemo(() => rows?.find((r) => r.id === activeId), [rows, activeId]);
  const done = useMemo(() => rows?.filter((r) => r.status === TranslationStatus.DONE).length ?? 0, [rows]);

  // Options of the same identity between renders: the virtualizer then keeps its measurements of 5,000 rows.
  const getItemKey = useCallback((i: number) => visible[i]?.id ?? i, [visible]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const virtualizer: Virtualizer<HTMLDivElement, Element> = useVirtualizer({
    count: visible.length,
    getScrollElement,
    estimateSize,
    overscan: 8,
    observeElementRect: observeRect,
    initialRect: INITIAL_RECT,
    getItemKey,
  });

  const activate = useCallback(
    (id: number | undefined) => {
      setActiveId(id);
      setDraft(undefined);
      typed.current = undefined;
      setRowError(undefined);
      const i = visible.findIndex((r) => r.id === id);
      if (i >= 0) virtualizer.scrollToIndex(i, { align: 'auto' });
    },
    [visible, virtualizer],
  );

  // The active row's memory suggestions; an empty row takes a suggestion of similarity ≥ 100, as doing.
  useEffect(() => {
    setMemory(undefined);
    if (!activeId) return;
    const ctrl = new AbortController();
    void api.load(translationsApi.itemMemoryGuest, { params: { id: activeId }, signal: ctrl.signal }).then((g) => {
      if (ctrl.signal.aborted) return;
      const list = g?.memory ?? [];
      setMemory(list);
      const row = rows?.find((r) => r.id === activeId);
      const best = list[0];
      if (row && !row.toText && row.status === TranslationStatus.PENDING && best && best.similarity >= AUTO_FILL_SIMILARITY && typed.current === undefined) {
        setDraft((d) => d ?? { text: best.text, status: TranslationStatus.DOING, fromMemoryText: best.fromText, similarity: best.similarity });
      }
    });
    return () => ctrl.abort();
    // Only a new active row asks the memory again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, activeId]);

  /** The active row's text as the user left it: typed, else put in from the memory, else as saved. */
  const activeText = () => typed.current ?? draft?.text ?? active?.toText ?? '';
  /** Saves the active row; a done save answers its repetitions too (one request). */
  const save = async (status?: number): Promise<SavedCatRow | undefined> => {
    if (!active || saving.current) return undefined;
    saving.current = true;
    const toText = activeText();
    // A text typed anew no longer comes from the memory match it replaced: the match (its badge) goes.
    const matched = draft?.similarity ?? active.similarity;
    const retyped = !!matched && typed.current !== undefined && !keepsWordsOf(draft?.text ?? active.toText, toText);
    const memory = retyped ? { fromMemoryText: '', similarity: 0 } : { fromMemoryText: draft?.fromMemoryText, similarity: draft?.similarity };
    const body = { toText, status: status ?? draft?.status, ...memory, version: active.version };
    const res = await api.call(translationsApi.saveItem, { params: { id: active.id }, body });
    saving.current = false;
    const other = res.ok ? null : itemConflict(res.status, res.fields);
    if (other) {
      // Someone saved the row since it was read: the translator chooses; what they typed stays in the row.
      setConflict({ rowId: active.id, mine: body.toText, status: body.status, other });
      return undefined;
    }
    if (!res.ok) {
      // The typed text stays; the refusal shows under it.
      setRowError(res.fields?.toText ?? res.fields?.status ?? res.error);
      return undefined;
    }
    const { repetitions: _, ...saved } = res.data;
    setRows((rs) => rs?.map((r) => (r.id === saved.id ? saved : r)));
    setDraft(undefined);
    typed.current = undefined;
    setRowError(undefined);
    return res.data;
  };

  /** The translator's choice after a conflict: the text saved over the other save (the version it answered). */
  const resolveConflict = async (text: string) => {
    if (!conflict) return;
    const { rowId, status, other } = conflict;
    const res = await api.call(translationsApi.saveItem, { params: { id: rowId }, body: { toText: text, status, version: other.version } });
    if (!res.ok) {
      const again = itemConflict(res.status, res.fields);
      if (again) setConflict({ ...conflict, other: again });
      else setRowError(res.fields?.toText ?? res.error);
      return;
    }
    setConflict(undefined);
    const { repetitions: _, ...saved } = res.data;
    setRows((rs) => rs?.map((r) => (r.id === saved.id ? saved : r)));
    if (rowId === activeId) {
      setDraft(undefined);
      typed.current = undefined;
      setRowError(undefined);
    }
  };
  /** The history's restore: the row takes the version's text, a CAT save of its own (a new version). */
  const restoreVersion = async (v: TextVersion) => {
    if (!active) return false;
    const res = await api.call(translationsApi.restoreItemVersion, { params: { id: active.id, versionId: v.id }, body: { version: active.version } });
    if (!res.ok) {
      const other = itemConflict(res.status, res.fields);
      if (other) setConflict({ rowId: active.id, mine: v.text, status: active.status, other });
      else setRowError(res.error);
      return false;
    }
    const { repetitions: _, ...saved } = res.data;
    setRows((rs) => rs?.map((r) => (r.id === saved.id ? saved : r)));
    setDraft(undefined);
    typed.current = undefined;
    return true;
  };

  /** The next row after the active one (wrapping) that is not done. */
  const nextNotDone = (after: number) => {
    const i = visible.findIndex((r) => r.id === after);
    const order = [...visible.slice(i + 1), ...visible.slice(0, Math.max(i, 0))];
    return order.find((r) => r.status !== TranslationStatus.DONE && r.id !== after);
  };

  const saveDone = async () => {
    const saved = await save(TranslationStatus.DONE);
    if (!saved) return;
    activate(nextNotDone(saved.id)?.id);
    // Repetitions (as Matecat and Phrase propagate them): the other rows with this source text, offered the same text.
    setRepeats(saved.repetitions?.length ? { text: saved.toText, ids: saved.repetitions } : undefined);
  };
  const fillRepeats = async () => {
    if (!repeats) return;
    for (const id of repeats.ids) {
      const version = rows?.find((r) => r.id === id)?.version;
      const res = await api.call(translationsApi.saveItem, { params: { id }, body: { toText: repeats.text, status: TranslationStatus.DOING, version } });
      if (res.ok) setRows((rs) => rs?.map((r) => (r.id === id ? res.data : r)));
    }
    setRepeats(undefined);
  };
  const move = (step: number) => {
    const i = visible.findIndex((r) => r.id === activeId);
    const next = visible[Math.min(Math.max(i + step, 0), visible.length - 1)];
    if (next) activate(next.id);
  };
  const pickSuggestion = (n: number) => {
    const s = memory?.[n];
    if (!active || !s) return;
    typed.current = undefined;
    setDraft({
      text: s.text,
      status: active.status === TranslationStatus.DONE ? undefined : TranslationStatus.DOING,
      fromMemoryText: s.fromText,
      similarity: s.similarity,
    });
  };
  const toggleDone = async (row: CatRow) => {
    if (row.id !== activeId) activate(row.id);
    const status: TranslationStatus.DOING | TranslationStatus.DONE = row.status === TranslationStatus.DONE ? TranslationStatus.DOING : TranslationStatus.DONE;
    const body = { toText: row.id === activeId ? activeText() : row.toText, status, version: row.version };
    const res = await api.call(translationsApi.saveItem, { params: { id: row.id }, body });
    const other = res.ok ? null : itemConflict(res.status, res.fields);
    if (res.ok) setRows((rs) => rs?.map((r) => (r.id === res.data.id ? res.data : r)));
    else if (other) setConflict({ rowId: row.id, mine: body.toText, status: body.status, other });
    else setRowError(res.fields?.toText ?? res.error);
  };

  /** The memory popup opens on the words selected in the page, if any. */
  const openPopup = () => setPopup({ search: window.getSelection()?.toString().trim().slice(0, 200) ?? '' });
  const pickFromPopup = (p: { text: string; fromText: string; similarity?: number }) => {
    if (!active) return;
    typed.current = undefined;
    setDraft({
      text: p.text,
      status: active.status === TranslationStatus.DONE ? undefined : TranslationStatus.DOING,
      fromMemoryText: p.fromText,
      similarity: p.similarity,
    });
  };

  // The rows' actions call the latest handlers through a ref: one object for every render, so rows stay memoised.
  const latest = useRef({ activate, save, toggleDone, pickSuggestion, load });
  latest.current = { activate, save, toggleDone, pickSuggestion, load };
  const rowActions = useMemo<CatRowActions>(
    () => ({
      activate: (id) => latest.current.activate(id),
      typed: (text) => {
        typed.current = text;
      },
      saveKeep: () => void latest.current.save(),
      toggleDone: (row) => void latest.current.toggleDone(row),
      bindTarget: (field) => {
        target.current = field;
      },
    }),
    [],
  );
  // The side panel's callbacks too keep one identity, so that it renders only when its row or memory changes.
  const onUse = useCallback((n: number) => latest.current.pickSuggestion(n), []);
  const onChanged = useCallback((r: CatRow[]) => showRows(r), [showRows]);
  const onInsertTerm = useCallback((text: string) => target.current?.insert(text), []);

  const hasRow = () => !!active;
  const cat = t('cat.category');
  useCommands([
    {
      id: 'cat-save-done',
      category: cat,
      title: t('cat.palette.saveDone'),
      keys: 'mod+Enter',
      when: hasRow,
      run: () => void saveDone(),
    },
    { id: 'cat-save-keep', category: cat, title: t('cat.palette.saveKeep'), keys: 'shift+Enter', when: hasRow, run: () => void save() },
    { id: 'cat-next', category: cat, title: t('cat.palette.next'), keys: 'alt+ArrowDown', when: () => visible.length > 0, run: () => move(activeId ? 1 : 0) },
    { id: 'cat-previous', category: cat, title: t('cat.palette.previous'), keys: 'alt+ArrowUp', when: () => visible.length > 0, run: () => move(-1) },
    {
      id: 'cat-next-not-done',
      category: cat,
      title: t('cat.palette.nextNotDone'),
      keys: 'alt+N',
      when: () => visible.length > 0,
      run: () => activate(nextNotDone(activeId ?? -1)?.id),
    },
    // Bindings match physical keys, and Mantine names the digit keys by their code (Digit1).
    ...[1, 2, 3].map((n) => ({
      id: `cat-memory-${n}`,
      category: cat,
      title: t('cat.palette.useSuggestion', { n }),
      keys: `mod+Digit${n}`,
      when: hasRow,
      run: () => pickSuggestion(n - 1),
    })),
    {
      id: 'cat-fill-repetitions',
      category: cat,
      title: t('cat.palette.fillRepetitions'),
      keys: 'alt+shift+P',
      when: () => !!repeats,
      run: () => void fillRepeats(),
    },
    { id: 'cat-not-done-only', category: cat, title: t('cat.palette.notDoneOnly'), keys: 'alt+shift+D', run: () => setNotDoneOnly((v) => !v) },
    {
      id: 'cat-memory-popup',
      category: cat,
      title: t('cat.palette.memoryPopup'),
      keys: 'alt+T',
      when: () => !!loaded,
      run: openPopup,
    },
    {
      id: 'cat-filter-source',
      category: cat,
      title: t('cat.palette.filterSource'),
      keys: 'alt+shift+S',
      when: () => !!rows,
      run: () => fromRef.current?.focus(),
    },
    {
      id: 'cat-qa-only',
      category: cat,
      title: t('cat.palette.qaOnly'),
      keys: 'alt+shift+K',
      when: () => hasQa,
      run: () => setQaOnly((v) => !v),
    },
    { id: 'cat-errors-only', category: cat, title: t('cat.palette.errorsOnly'), keys: 'alt+shift+X', run: () => setErrorsOnly((v) => !v) },
    { id: 'cat-history', category: cat, title: t('cat.palette.history'), keys: 'alt+shift+H', when: hasRow, run: () => setHistoryOpen((v) => !v) },
    { id: 'cat-comment', category: cat, title: t('cat.palette.comment'), keys: 'alt+shift+M', when: hasRow, run: () => commentRef.current?.focus() },
  ]);

  const sortToggle = (which: 'from' | 'to', label: string) => (
    <ActionIcon
      size="sm"
      variant={sort === which ? 'filled' : 'subtle'}
      aria-label={label}
      aria-pressed={sort === which}
      onClick={() => setSort((s) => (s === which ? null : which))}
    >
      <IconSortAscending size={14} />
    </ActionIcon>
  );

  return (
    <Box ref={sizeRef} h="100%" style={{ display: 'flex', flexDirection: direction, alignItems: 'stretch' }}>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Group gap={6} p={6} wrap="wrap">
          <Select
            size="xs"
            w={260}
            aria-label={t('cat.project')}
            placeholder={t('cat.chooseProject')}
            searchable
            data={projects.map((p) => ({ value: String(p.id), label: p.name }))}
            value={chosen ? String(chosen) : null}
            onChange={(v) => setChosen(v ? Number(v) : undefined)}
          />
          <Button size="xs" disabled={!chosen} onClick={() => (chosen === loaded && chosen ? void load(chosen) : setLoaded(chosen))}>
            {t('cat.load')}
          </Button>
          {rows && (
            <Text size="sm" fw={500} data-testid="cat-counter" title={t('cat.doneTotal')}>
              {done}/{rows.length}
            </Text>
          )}
          <Chip size="xs" checked={notDoneOnly} onChange={setNotDoneOnly}>
            {t('cat.notDone')}
          </Chip>
          <Chip size="xs" checked={errorsOnly} onChange={setErrorsOnly}>
            {t('cat.withErrors')}
          </Chip>
          {hasQa && (
            <Chip size="xs" checked={qaOnly} onChange={setQaOnly}>
              {t('cat.qaFlagged')}
            </Chip>
          )}
          {loaded && (
            <Button size="compact-xs" variant="subtle" onClick={openPopup} title={t('cat.memoryTip')}>
              {t('cat.memory')}
            </Button>
          )}
        </Group>
        <Group gap={6} px={6} pb={4} wrap="nowrap">
          <TextInput
            ref={fromRef}
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('cat.fromFilter')}
            placeholder={t('cat.filterSource')}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            rightSection={sortToggle('from', t('cat.sortSource'))}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('cat.toFilter')}
            placeholder={t('cat.filterTarget')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            rightSection={sortToggle('to', t('cat.sortTarget'))}
          />
        </Group>
        {repeats && (
          <Group gap={6} px={6} pb={4}>
            <Text size="xs">{t('cat.repeats', { count: repeats.ids.length })}</Text>
            <Button size="compact-xs" variant="light" onClick={() => void fillRepeats()}>
              {t('cat.fillRepeats')}
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setRepeats(undefined)}>
              {t('cat.dismiss')}
            </Button>
          </Group>
        )}
        {!loaded && (
          <Text p="sm" size="sm" c="dimmed">
            {t('cat.chooseAndLoad')}
          </Text>
        )}
        {loaded && rows?.length === 0 && (
          <Text p="sm" size="sm" c="dimmed">
            {t('cat.noRows')}
          </Text>
        )}
        <div ref={scrollRef} style={{ flex: 1, minHeight: 120, overflow: 'auto' }} aria-label={t('cat.rows')} role="list">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((v) => {
              const row = visible[v.index];
              if (!row) return null;
              return (
                <div
                  key={v.key}
                  data-index={v.index}
                  ref={virtualizer.measureElement}
                  role="listitem"
                  style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${v.start}px)` }}
                >
                  <CatRowView
                    row={row}
                    n={v.index + 1}
                    active={row.id === activeId}
                    preset={row.id === activeId ? draft : undefined}
                    error={row.id === activeId ? rowError : undefined}
                    actions={rowActions}
                    courseId={courseId}
                  />
                </div>
              );
            })}
          </div>
        </div>
      </Box>
      <Box w={narrow ? '100%' : 380} style={{ [narrow ? 'borderTop' : 'borderLeft']: '1px solid var(--mantine-color-gray-3)', overflow: 'auto', minHeight: 0 }}>
        {loaded && popup && (
          <MemoryPopup
            opened
            onClose={() => setPopup(undefined)}
            projectId={loaded}
            memory={active ? memory : undefined}
            initialSearch={popup.search}
            onPick={pickFromPopup}
          />
        )}
        {active && historyOpen && (
          <Box p="sm" pb={0}>
            <HistoryPanel translationId={active.translationId} dialectId={active.toDialectId} reloadKey={active.version} onRestore={restoreVersion} autoFocus />
          </Box>
        )}
        {active && (
          <Box px="sm" pt="sm">
            <TermsPanel row={active} onInsert={onInsertTerm} />
          </Box>
        )}
        <CatSidePanel courseId={courseId} projectId={loaded} row={active} memory={memory} onUse={onUse} onChanged={onChanged} />
        {active && (
          <Box px="sm" pb="sm">
            <SegmentComments ref={commentRef} refType={active.ref} refId={active.itemId} />
          </Box>
        )}
        {conflict && (
          <ConflictDialog mine={conflict.mine} other={conflict.other} onResolve={(text) => void resolveConflict(text)} onClose={() => setConflict(undefined)} />
        )}
      </Box>
    </Box>
  );
}

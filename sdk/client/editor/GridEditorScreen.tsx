import { Alert, Box, Button, Group, LoadingOverlay, ScrollArea, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNarrow } from '../layout/narrow';
import { IconDeviceFloppy, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useCommands } from '../commands';
import { NEW_RECORD_ID, PAGE_LIMIT_MAX, type EditedResource, type ListPage } from '../../shared';
import type { HttpClient, Params } from '../http';
import { useEvents, useHttp } from '../hooks';
import { DataGrid, PAGE_BLOCK, type GridRow, type PageSource } from '../grid/DataGrid';
import type { GridApi } from 'ag-grid-community';
import { RecordEditorApi, sameRecord, type EditableRecord, type PageView, type SaveResult } from './record-editor';
import { NotesPanel } from '../notes/NotesPanel';
import { UnsavedChangesDialog, useUnsavedChanges } from './unsaved-changes';
import { keepWorkContext, readWorkContext } from './work-context';
import { useT } from '../i18n/i18n';

export interface RecordFormProps<R> {
  value: R;
  onChange(next: R): void;
  /** Failing fields from the server or the form's own check, by field path. */
  errors: Record<string, string>;
  courseId: number;
}

export interface GridEditorScreenProps<R extends EditableRecord> {
  module: number;
  courseId: number;
  gridName: string;
  /** The resource's contracts, from the plugin's public.ts (resourceContract): how its records are listed, made and saved. */
  resource: EditedResource;
  Form: ComponentType<RecordFormProps<R>>;
  /** The grid has a flag column, saved by the resource's flag contract (PUT {item}/:id/flag; the resource declares flag). */
  flagged?: boolean;
  /** A check before saving: the failing fields, or nothing. */
  validate?(record: R): Record<string, string> | undefined;
  initialSearch?: string;
  /** A record to open at first (a deep link) instead of a blank one. */
  initialId?: number;
  /** The width of the editor side. */
  editorWidth?: number;
  /** Show the notes side panel of saved records (the module must declare its records as a resource). */
  withNotes?: boolean;
  /** false: the records cannot be deleted here (no Delete toggle). */
  deletable?: boolean;
  /** A save in place of the record's POST or PUT, for records the spec saves in parts (Users: the user, then its permissions). */
  save?(record: R, http: HttpClient): Promise<SaveResult<R>>;
  /**
   * Query parameters of the list beside the search text ({ dialect }): sent with the list and with
   * each save, whose answered row the server reads with them. A new value reloads the grid.
   */
  listParams?: Params;
  /**
   * Rows of the list (with listParams) that the screen already holds, such as a check's answer: shown
   * as they are instead of loading the list. A new array shows again; a search loads the list.
   */
  shownRows?: GridRow[];
  /** A check of the search text before it is sent: the message shown under the box (nothing is searched then), or nothing. */
  checkSearch?(text: string): string | undefined;
  /**
   * The resource lists by pages (its page on the server): the grid loads blocks of rows as the user
   * scrolls (GET {list}?offset=&limit=) instead of the whole list, in the server's order.
   */
  paged?: boolean;
  /** The search the grid shows now (after the debounce): for a screen exporting the same list. */
  onSearch?(text: string): void;
}

type Pending = { kind: 'select'; id: number } | { kind: 'new' };

/** A form's first field, where the keyboard goes when a record opens. */
const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select, [contenteditable=true]';

/** Rows ag-grid renders beyond those in view (its rowBuffer): their blocks load with the view's. */
const ROW_BUFFER = 10;

/**
 * The ready screen of a course's records (spec 2 §1): a grid with search on the left, the
 * selected record's form on the right with New, Save (Ctrl+S) and Delete behind its toggle.
 */
export function GridEditorScreen<R extends EditableRecord>(props: GridEditorScreenProps<R>) {
  const { courseId, Form, module } = props;
  const { resource } = props;
  const http = useHttp();
  const events = useEvents();
  const listKey = JSON.stringify(props.listParams ?? {});
  const api = useMemo(() => new RecordEditorApi<R>(http, resource, courseId, JSON.parse(listKey) as Params), [http, resource, courseId, listKey]);

  // After a reload the tab comes back to the record and the search it was on (a deep link wins).
  const [kept] = useState(() => (props.initialId || props.initialSearch !== undefined ? {} : readWorkContext(courseId, module)));
  const [search, setSearch] = useState(props.initialSearch ?? kept.search ?? '');
  // A navigation to the open tab with a new search replaces the search box.
  useEffect(() => {
    if (props.initialSearch !== undefined) setSearch(props.initialSearch);
  }, [props.initialSearch]);
  const [debounced] = useDebouncedValue(search, 300);
  const [rows, setRows] = useState<GridRow[]>();
  /** Why the server refused the search (a syntax mistake is a 400 with fields.text): shown under the search box. */
  const [searchRefused, setSearchRefused] = useState<string>();
  const [saved, setSaved] = useState<R>();
  const [draft, setDraft] = useState<R>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const t = useT('sdk');
  const [message, setMessage] = useState<{ color: 'red' | 'orange'; text: string; reload?: boolean }>();
  const [busy, setBusy] = useState(false);
  const [deleteEnabled, setDeleteEnabled] = useState(false);
  const [pending, setPending] = useState<Pending>();
  const dirty = !!draft && !!saved && !sameRecord(draft, saved);
  // The workspace asks before closing this tab, the browser before the page is left.
  useUnsavedChanges(dirty);

  /** A paged grid's rows: a page source per search (a new one reloads the grid), and how many rows match. */
  const [pages, setPages] = useState<PageSource<GridRow>>();
  const [total, setTotal] = useState(0);
  const gridApi = useRef<GridApi<GridRow>>(undefined);
  /** The shownRows already shown: the list loads again after them (a search, new list parameters). */
  const shown = useRef<GridRow[]>(undefined);
  /** The rows a paged grid's last create or delete answered (from offset): its blocks load from them, not from the server. */
  const answered = useRef<{ offset: number } & ListPage<GridRow>>(undefined);

  useEffect(() => {
    const ctrl = new AbortController();
    const text = debounced.trim();
    props.onSearch?.(text);
    const mistake = text ? props.checkSearch?.(text) : undefined;
    setSearchRefused(mistake);
    if (props.paged) {
      answered.current = undefined;
      setPages(() => async (offset: number, limit: number) => {
        if (mistake) return { rows: [], total: 0 };
        const known = answered.current;
        const from = known ? offset - known.offset : -1;
        if (known && from >= 0 && (from + limit <= known.rows.length || known.offset + known.rows.length >= known.total)) {
          return { rows: known.rows.slice(from, from + limit), total: known.total };
        }
        const r = await api.page(text || undefined, offset, limit, ctrl.signal);
        if (!r.ok && r.status >= 400 && r.status < 500 && !ctrl.signal.aborted) setSearchRefused(r.fields?.text ?? r.error);
        const page = r.ok ? (r.data as { rows: GridRow[]; total: number }) : { rows: [], total: 0 };
        if (!ctrl.signal.aborted) setTotal(page.total);
        return r.ok || r.status < 500 ? page : undefined;
      });
      return () => ctrl.abort();
    }
    if (mistake) {
      setRows([]);
      return;
    }
    if (props.shownRows && props.shownRows !== shown.current && !text) {
      shown.current = props.shownRows;
      setRows(props.shownRows);
      return;
    }
    setRows(undefined);
    void api.rows(text || undefined, ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      setRows((r.ok ? r.data : []) as GridRow[]);
      if (!r.ok && r.status >= 400 && r.status < 500) setSearchRefused(r.fields?.text ?? r.error);
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checkSearch is a new closure each render
  }, [api, debounced, props.shownRows]);

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // A record changed on the server without a save here (a task it queued ended): its row, if shown, is read again, alone.
  useEffect(() => {
    const sub = events.on('record.changed').subscribe((e) => {
      if (e.module !== module || e.courseId !== courseId) return;
      const onScreen = props.paged ? !!gridApi.current?.getRowNode(String(e.id)) : !!rowsRef.current?.some((r) => r.id === e.id);
      if (!onScreen) return;
      void api.row(e.id).then((row) => {
        if (!row) return;
        if (props.paged) gridApi.current?.getRowNode(String(row.id))?.setData(row as GridRow);
        else setRows((rs) => rs?.map((r) => (r.id === row.id ? (row as GridRow) : r)));
      });
    });
    return () => sub.unsubscribe();
  }, [api, events, module, courseId, props.paged]);

  const show = (record: R | undefined) => {
    setSaved(record);
    setDraft(record);
    setErrors({});
    setMessage(undefined);
    setDeleteEnabled(false);
  };
  // Only the latest open shows: a slow earlier answer (the blank loaded at mount, a record clicked
  // before another) must not replace what the user opened since, nor what they typed in it.
  const opening = useRef(0);
  const openBlank = useCallback(async () => {
    const seq = ++opening.current;
    const rec = await api.blank();
    if (seq === opening.current) show(rec);
  }, [api]);
  const openRecord = useCallback(
    /** blankIfGone: a record kept from before the reload, deleted since, gives way to a blank one. */
    async (id: number, blankIfGone = false) => {
      const seq = ++opening.current;
      const rec = (await api.load(id)) ?? (blankIfGone ? await api.blank() : undefined);
      if (seq !== opening.current) return;
      if (rec) show(rec);
      else setMessage({ color: 'red', text: t('editor.recordGone') });
    },
    [api],
  );
  // At first and for a new deep link or course: new list parameters (a check's) keep the open record.
  useEffect(() => {
    if (props.initialId) void openRecord(props.initialId);
    else void (kept.id ? openRecord(kept.id, true) : openBlank());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openBlank and openRecord change with the list parameters
  }, [props.initialId, courseId, resource, kept]);
  const openId = draft && draft.id !== NEW_RECORD_ID ? draft.id : undefined;
  useEffect(() => {
    if (saved) keepWorkContext(courseId, module, { id: openId, search });
  }, [courseId, module, openId, search, saved]);

  const go = (target: Pending) => (target.kind === 'new' ? openBlank() : openRecord(target.id));
  const request = (target: Pending) => {
    if (target.kind === 'select' && target.id === draft?.id) return;
    // New on a blank left as it came needs no request: another blank, answered slowly, would land
    // after the user started typing in this one and wipe what they typed.
    if (target.kind === 'new' && draft?.id === -1 && !dirty) return;
    if (dirty) setPending(target);
    else void go(target);
  };

  const save = async () => {
    if (!draft || busy) return;
    const local = props.validate?.(draft);
    if (local && Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setBusy(true);
    const view = pageView();
    const res = await (props.save ? props.save(draft, http) : api.save(draft, view));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      setMessage(res.status === 409 ? { color: 'orange', text: res.error, reload: true } : { color: 'red', text: res.error });
      return;
    }
    show(res.record);
    if (res.page && view) showPage(view, res.page);
    else if (res.row && props.paged) {
      // A saved row updates in place (and in the rows a write answered, which the grid may load it from
      // again); a new one without its page (a screen's own save) comes with the pages reloaded.
      const row = res.row as GridRow;
      const node = gridApi.current?.getRowNode(String(row.id));
      if (node) node.setData(row);
      else gridApi.current?.refreshInfiniteCache();
      const known = answered.current;
      if (known) answered.current = { ...known, rows: known.rows.map((r) => (r.id === row.id ? row : r)) };
    } else if (res.row) {
      const row = res.row as GridRow;
      setRows((rs) => (rs?.some((r) => r.id === row.id) ? rs.map((r) => (r.id === row.id ? row : r)) : [row, ...(rs ?? [])]));
    }
    events.emit('record.saved', { module, courseId, id: res.record.id });
  };

  /**
   * A paged grid's view: its search and the blocks it shows (with ag-grid's buffer of rows around
   * them). A create or delete answers the rows there as they are after it (a new row's place in the
   * server's order is the server's to know), and the grid shows them without asking again.
   */
  const pageView = (): PageView | undefined => {
    if (!props.paged || searchRefused) return undefined;
    const grid = gridApi.current;
    const first = Math.max(0, (grid?.getFirstDisplayedRowIndex() ?? 0) - ROW_BUFFER);
    const last = Math.max(first, (grid?.getLastDisplayedRowIndex() ?? 0) + ROW_BUFFER);
    const offset = Math.floor(first / PAGE_BLOCK) * PAGE_BLOCK;
    const limit = Math.min(PAGE_LIMIT_MAX, (Math.floor(last / PAGE_BLOCK) + 1) * PAGE_BLOCK - offset);
    return { text: debounced.trim() || undefined, offset, limit };
  };
  /** Shows the page a write answered: the grid drops its blocks and loads those in view from it. */
  const showPage = (view: PageView, page: ListPage) => {
    answered.current = { offset: view.offset, rows: page.rows as GridRow[], total: page.total };
    setTotal(page.total);
    gridApi.current?.purgeInfiniteCache();
  };

  const remove = async () => {
    if (!draft || draft.id === NEW_RECORD_ID) return;
    setBusy(true);
    const view = pageView();
    const res = await api.remove(draft.id, view);
    setBusy(false);
    if (!res.ok) return; // failed deletes are only logged (spec 2 §8)
    setRows((rs) => rs?.filter((r) => r.id !== draft.id));
    if (res.page && view) showPage(view, res.page);
    else if (props.paged) gridApi.current?.refreshInfiniteCache();
    events.emit('record.deleted', { module, courseId, id: draft.id });
    // The delete answered the blank record the editor shows next: nothing is read for it.
    ++opening.current;
    show(res.blank);
  };

  // Enter on a grid row opens it: the focus goes to the form's first field; Escape in the form goes back to the row.
  const gridFocus = useRef<() => void>(undefined);
  const formRef = useRef<HTMLDivElement>(null);
  const focusForm = () => formRef.current?.querySelector<HTMLElement>(`[data-record-form] :is(${FIRST_FIELD})`)?.focus();
  const openFromGrid = (row: GridRow) => {
    request({ kind: 'select', id: row.id });
    setTimeout(focusForm, 0);
  };
  // New (Alt+N or the button) puts the focus in the blank record's first field once it shows.
  const focusOnShow = useRef(false);
  useEffect(() => {
    if (!saved || !focusOnShow.current) return;
    focusOnShow.current = false;
    focusForm();
  }, [saved]);
  const startNew = () => {
    if (draft?.id === NEW_RECORD_ID && !dirty) return focusForm();
    focusOnShow.current = true;
    request({ kind: 'new' });
  };
  /** Between the grid's open row and the form's first field, whichever the focus is not in. */
  const jumpGridForm = () => {
    if (formRef.current?.contains(document.activeElement)) gridFocus.current?.();
    else focusForm();
  };
  const { ref: sizeRef, narrow, direction } = useNarrow();

  // The standard commands, in the palette while this tab has focus; bindings clear of the browser's.
  const searchRef = useRef<HTMLInputElement>(null);
  const recordOpen = !!draft && draft.id !== NEW_RECORD_ID;
  const step = (by: 1 | -1) => {
    if (props.paged) {
      const grid = gridApi.current;
      const i = grid?.getRowNode(String(draft?.id))?.rowIndex ?? -1;
      const next = grid?.getDisplayedRowAtIndex(i < 0 ? 0 : i + by)?.data;
      if (next) {
        grid!.ensureIndexVisible(i < 0 ? 0 : i + by);
        request({ kind: 'select', id: next.id });
      }
      return;
    }
    const i = rows?.findIndex((r) => r.id === draft?.id) ?? -1;
    const next = rows?.[i < 0 ? 0 : i + by];
    if (next) request({ kind: 'select', id: next.id });
  };
  const hasRows = props.paged ? total > 0 : !!rows?.length;
  useCommands(
    [
      { id: 'new', category: t('editor.category'), title: t('editor.new'), keys: 'alt+N', run: startNew },
      { id: 'grid-form', category: t('editor.category'), title: t('editor.gridOrForm'), keys: 'alt+G', run: jumpGridForm },
      { id: 'save', category: t('editor.category'), title: t('editor.save'), keys: 'mod+S', when: () => !!draft, run: () => void save() },
      {
        // As the toggle asks: the first run arms Delete, the second deletes.
        id: 'delete',
        category: t('editor.category'),
        title: t('editor.delete'),
        keys: 'alt+shift+D',
        when: (ctx) => ctx.recordOpen && props.deletable !== false,
        run: () => (deleteEnabled ? void remove() : setDeleteEnabled(true)),
      },
      { id: 'search', category: t('editor.category'), title: t('editor.search'), keys: 'mod+shift+F', run: () => searchRef.current?.focus() },
      { id: 'next', category: t('editor.category'), title: t('editor.next'), keys: 'alt+ArrowDown', when: () => hasRows, run: () => step(1) },
      { id: 'previous', category: t('editor.category'), title: t('editor.previous'), keys: 'alt+ArrowUp', when: () => hasRows, run: () => step(-1) },
    ],
    { recordOpen },
  );

  return (
    <Box ref={sizeRef} h="100%" className="cm-grid-editor" style={{ display: 'flex', flexDirection: direction, alignItems: 'stretch' }}>
      <Stack gap={6} p={6} style={{ flex: 1, minWidth: narrow ? 0 : 280, minHeight: narrow ? 260 : undefined }}>
        <Group gap={6} align="flex-start">
          <TextInput
            ref={searchRef}
            size="xs"
            style={{ flex: 1 }}
            leftSection={<IconSearch size={14} />}
            placeholder={t('editor.search')}
            aria-label={t('editor.search')}
            value={search}
            error={searchRefused}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Button size="xs" leftSection={<IconPlus size={14} />} variant="light" onClick={startNew}>
            {t('editor.new')}
          </Button>
        </Group>
        <Box style={{ flex: 1, minHeight: 200 }}>
          {(!props.paged || pages) && (
            <DataGrid
              gridName={props.gridName}
              rows={rows}
              pages={props.paged ? pages : undefined}
              apiRef={gridApi}
              selectedId={draft?.id}
              flag={props.flagged ? resource.flag : undefined}
              onSelect={(row) => request({ kind: 'select', id: row.id })}
              onOpen={openFromGrid}
              focusRef={gridFocus}
              records={{ module, courseId }}
            />
          )}
        </Box>
      </Stack>
      <Stack
        gap={0}
        w={narrow ? '100%' : (props.editorWidth ?? 420)}
        ref={formRef}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !e.defaultPrevented) gridFocus.current?.();
        }}
        style={{
          [narrow ? 'borderTop' : 'borderLeft']: '1px solid var(--mantine-color-gray-3)',
          position: 'relative',
          flex: narrow ? 1 : undefined,
          minHeight: 0,
        }}
      >
        <LoadingOverlay visible={busy || !draft} />
        <Group gap={6} p={6} justify="space-between" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Text size="sm" c="dimmed" data-testid="record-id">
            {draft ? (draft.id === NEW_RECORD_ID ? t('editor.newRecord') : `#${draft.id}`) : ''}
            {dirty ? ` · ${t('editor.unsaved')}` : ''}
          </Text>
          <Group gap={6} wrap="wrap">
            {props.deletable !== false && (
              <>
                <Switch
                  size="xs"
                  label={t('editor.delete')}
                  checked={deleteEnabled}
                  disabled={draft?.id === NEW_RECORD_ID}
                  onChange={(e) => setDeleteEnabled(e.currentTarget.checked)}
                />
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  disabled={!deleteEnabled || draft?.id === NEW_RECORD_ID}
                  onClick={() => void remove()}
                >
                  {t('editor.delete')}
                </Button>
              </>
            )}
            <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} disabled={!draft} loading={busy}>
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
        {message && (
          <Alert color={message.color} m={6} p="xs" withCloseButton onClose={() => setMessage(undefined)}>
            <Text size="sm">{message.text}</Text>
            {message.reload && draft && draft.id !== NEW_RECORD_ID && (
              <Button size="compact-xs" mt={4} variant="white" onClick={() => void openRecord(draft.id)}>
                {t('editor.reload')}
              </Button>
            )}
          </Alert>
        )}
        <ScrollArea style={{ flex: 1 }} p="sm" data-record-form>
          {draft && <Form value={draft} onChange={setDraft} errors={errors} courseId={courseId} />}
        </ScrollArea>
      </Stack>
      {props.withNotes && draft && draft.id !== NEW_RECORD_ID && <NotesPanel key={draft.id} refType={module} refId={draft.id} />}
      <UnsavedChangesDialog
        opened={!!pending}
        onKeep={() => setPending(undefined)}
        onDiscard={() => {
          const target = pending!;
          setPending(undefined);
          void go(target);
        }}
      />
    </Box>
  );
}

import { colorSchemeVariable, ModuleRegistry, themeQuartz, type ColDef, type GridApi, type ICellRendererParams, type IDatasource } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Badge, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type MutableRefObject } from 'react';
import { STATUS_LABELS, contributionsTo, gridCellMarks, plainText, platformApi, type FlagContract, type GridColumnDef } from '../../shared';
import { useApi, useHttp } from '../hooks';
import { MarkCell } from './MarkCell';
import { formatPosition, formatTimestamp } from './display';
import { FlagCell } from './FlagButton';
import { useCsvExportCommand } from './csv-export';
import { resolveIcon } from '../icons';
import { GRID_MODULES } from './modules';
import { messageNamespaces, useT, type Translate } from '../i18n/i18n';

// Set up on first use, not at import: the SDK index stays free of side effects, so screens without a grid
// (and the workspace itself) do not pull ag-grid into their bundle.
let theme: ReturnType<typeof themeQuartz.withParams> | undefined;
function gridTheme() {
  if (!theme) {
    ModuleRegistry.registerModules(GRID_MODULES);
    // The light or dark scheme follows the workspace's theme (data-ag-theme-mode on <body>).
    theme = themeQuartz.withPart(colorSchemeVariable).withParams({ spacing: 6, fontSize: 13, headerFontSize: 13 });
  }
  return theme;
}

export interface GridRow {
  id: number;
  [field: string]: unknown;
}

/** The columns a plugin declared for the grid, from GET grid-columns/{gridName} (none fetched without a name). */
export function useGridColumns(gridName: string | undefined): GridColumnDef[] | undefined {
  const api = useApi();
  const [cols, setCols] = useState<GridColumnDef[]>();
  useEffect(() => {
    if (gridName) void api.load(platformApi.gridColumns, { params: { gridName } }).then((c) => setCols(c ?? []));
  }, [api, gridName]);
  return cols;
}

/**
 * A text column shares the room left by the fixed ones (flex) but never gets narrower than a few
 * words: in a narrow pane the grid scrolls sideways rather than cut the key columns to 'a...'.
 */
const textMinWidth = (flex: number) => 90 + 50 * flex;

/**
 * A column's header in the UI language: the key `grids.<gridName>.<field>` of the namespace of the
 * plugin that declares the grid (grid names are unique), else the declared English header.
 */
const headerText = (t: Translate, gridName: string | undefined, col: GridColumnDef) =>
  gridName ? t(`grids.${gridName}.${col.field}`, { ns: messageNamespaces(), defaultValue: col.headerName }) : col.headerName;

/** The module and course of a grid's records (for the marks of gridCellMarks). */
type GridRecords = { module: number; courseId: number } | undefined;

function columnDef(
  col: GridColumnDef,
  flag: FlagContract | undefined,
  http: ReturnType<typeof useHttp>,
  records: GridRecords,
  headerName: string,
): ColDef<GridRow> {
  const flex = col.width ? undefined : (col.flex ?? 1);
  const base: ColDef<GridRow> = {
    field: col.field,
    headerName,
    width: col.width,
    flex,
    minWidth: flex ? textMinWidth(flex) : undefined,
    sortable: col.sortable ?? true,
  };
  const mark = contributionsTo(gridCellMarks).find((m) => m.column === col.type);
  if (mark)
    return {
      ...base,
      cellRenderer: (p: ICellRendererParams<GridRow>) => (
        <MarkCell mark={mark} value={p.value} record={records && p.data ? { ...records, id: p.data.id } : undefined} />
      ),
    };
  switch (col.type) {
    case 'position':
      return { ...base, valueFormatter: (p) => formatPosition(p.value as never) };
    case 'confidence':
      // Spec 3 §9: a confidence of 0 to 1 is shown x100 (0.88 → 88).
      return { ...base, valueFormatter: (p) => (typeof p.value === 'number' ? String(Math.round(p.value <= 1 ? p.value * 100 : p.value)) : '') };
    case 'timestamp':
      return { ...base, valueFormatter: (p) => formatTimestamp(p.value as never) };
    case 'flag':
      return {
        ...base,
        sortable: true,
        cellRenderer: (p: ICellRendererParams<GridRow>) =>
          flag && p.data ? <FlagCell id={p.data.id} value={Number(p.value ?? 1)} contract={flag} http={http} /> : String(p.value ?? ''),
      };
    case 'similarity':
      // Memory similarity: 100 or more (an exact match) green, lower orange (spec 2 §9).
      return {
        ...base,
        cellRenderer: (p: ICellRendererParams<GridRow>) =>
          typeof p.value === 'number' ? (
            <Badge color={p.value >= 100 ? 'green' : 'orange'} variant="filled">
              {p.value}
            </Badge>
          ) : null,
      };
    case 'error':
      // Red when the row is done, grey otherwise (spec 2 §8), the error as tooltip.
      return {
        ...base,
        cellRenderer: (p: ICellRendererParams<GridRow>) =>
          p.value ? (
            <Tooltip label={String(p.value)}>
              <IconAlertCircle
                size={16}
                aria-label={`Error: ${p.value}`}
                color={p.data?.status === 2 ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-6)'}
              />
            </Tooltip>
          ) : null,
      };
    case 'warnings':
      // A check's warnings (never an error: yellow whatever the status), listed in the tooltip.
      return {
        ...base,
        cellRenderer: (p: ICellRendererParams<GridRow>) =>
          Array.isArray(p.value) && p.value.length ? (
            <Tooltip label={p.value.join('; ')}>
              <IconAlertTriangle size={16} aria-label={`Warning: ${p.value.join('; ')}`} color="var(--mantine-color-yellow-7)" />
            </Tooltip>
          ) : null,
      };
    case 'icon': {
      // A mark (the phrasebook's example and invariable): the named icon when the field is truthy.
      const Icon = resolveIcon(col.icon);
      return { ...base, cellRenderer: (p: ICellRendererParams<GridRow>) => (p.value ? <Icon size={16} aria-label={headerName} /> : null) };
    }
    case 'boolean':
      return { ...base, valueFormatter: (p) => (p.value ? 'Yes' : '') };
    case 'html':
      return { ...base, valueFormatter: (p) => (typeof p.value === 'string' ? plainText(p.value) : '') };
    case 'translationStatus':
      return { ...base, valueFormatter: (p) => (typeof p.value === 'number' ? (STATUS_LABELS[p.value] ?? '') : '') };
    default:
      // A text cut short shows whole on hover (tooltipShowMode 'whenTruncated').
      return { ...base, tooltip: (p) => (p.value == null ? undefined : String(p.value)) };
  }
}

export interface DataGridProps<R extends { id: number } = GridRow> {
  /** The server-declared columns (GET grid-columns/{gridName}) … */
  gridName?: string;
  /** … or the screen's own ag-grid columns (job items, whose cells are components). */
  columns?: ColDef<R>[];
  rows: R[] | undefined;
  /** A row's background (spec: error, pending and review tints). */
  rowStyle?(row: R): CSSProperties | undefined;
  testId?: string;
  /** The highlighted row: the record that is open. */
  selectedId?: number;
  /**
   * A row was clicked. The highlight does not move by itself: it follows selectedId, so a screen
   * that asks first (unsaved changes) and stays on its record keeps that record highlighted.
   */
  onSelect?(row: R): void;
  /** Where the flag column saves: the resource's flag contract (PUT {item}/:id/flag). */
  flag?: FlagContract;
  /** Enter (or Space) on a row: open it for editing (the screen moves the focus into its form). */
  onOpen?(row: R): void;
  /** Lets the screen put the keyboard focus back on the highlighted row (Escape from the form). */
  focusRef?: MutableRefObject<(() => void) | undefined>;
  /**
   * Rows by pages in place of rows (ag-grid's infinite row model): blocks of PAGE_BLOCK rows load as
   * the user scrolls; undefined answers a failed block. A new function reloads the grid from the top.
   * Given from the first render on (ag-grid keeps the row model it started with).
   * Columns then keep the server's order (no header sort).
   */
  pages?: PageSource<R>;
  /** The grid's API for the screen (update a row in place, reload the pages). */
  apiRef?: MutableRefObject<GridApi<R> | undefined>;
  /** The module and course of the rows' records: for the marks other plugins draw on them (gridCellMarks). */
  records?: { module: number; courseId: number };
}

/** One page of rows from offset, and how many rows there are in all. */
export type PageSource<R> = (offset: number, limit: number) => Promise<{ rows: R[]; total: number } | undefined>;

/** Rows per block of a paged grid. */
export const PAGE_BLOCK = 100;

function datasource<R>(pages: PageSource<R>): IDatasource {
  return {
    getRows: (p) => {
      void pages(p.startRow, p.endRow - p.startRow).then((page) => (page ? p.successCallback(page.rows, page.total) : p.failCallback()));
    },
  };
}

const VERTICAL = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End']);

/**
 * The one grid wrapper: ag-grid (community, Quartz theme) with the columns the server declares.
 * By keyboard: the arrows move the highlighted row and the screen follows it (onSelect, as a click
 * does), Enter or Space opens the row (onOpen); one row is highlighted, the open one.
 */
export function DataGrid<R extends { id: number } = GridRow>({
  gridName,
  columns,
  rows,
  rowStyle,
  testId,
  selectedId,
  onSelect,
  flag,
  onOpen,
  focusRef,
  pages,
  apiRef,
  records,
}: DataGridProps<R>) {
  const http = useHttp();
  const t = useT('sdk');
  const { module: recordsModule, courseId: recordsCourse } = records ?? {};
  const cols = useGridColumns(columns ? undefined : gridName);
  const paged = !!pages;
  const columnDefs = useMemo(() => {
    const of = recordsModule === undefined || recordsCourse === undefined ? undefined : { module: recordsModule, courseId: recordsCourse };
    const defs = columns ?? (cols?.map((c) => columnDef(c, flag, http, of, headerText(t, gridName, c))) as ColDef<R>[] | undefined);
    return paged ? defs?.map((d) => ({ ...d, sortable: false })) : defs;
  }, [columns, cols, flag, http, paged, recordsModule, recordsCourse, t, gridName]);
  const localeText = useMemo(() => ({ noRowsToShow: t('grid.noRows'), loadingOoo: t('grid.loading') }), [t]);
  const api = useRef<GridApi<R>>(undefined);
  useCsvExportCommand(api, gridName ?? testId ?? 'grid');
  const source = useMemo(() => (pages ? datasource(pages) : undefined), [pages]);
  // A new page source (another search) is a new datasource: ag-grid reloads from the first block.
  const markSelected = () =>
    api.current?.forEachNode((n) => {
      if (n.data) n.setSelected(n.data.id === selectedId);
    });
  useEffect(markSelected, [selectedId]);
  if (focusRef) {
    focusRef.current = () => {
      const grid = api.current;
      const node = grid?.getRowNode(String(selectedId));
      const column = grid?.getAllDisplayedColumns()[0];
      if (grid && column) grid.setFocusedCell(node?.rowIndex ?? 0, column);
    };
  }
  return (
    <div style={{ height: '100%', width: '100%' }} data-testid={testId ?? `grid-${gridName}`}>
      <AgGridReact<R>
        theme={gridTheme()}
        localeText={localeText}
        {...(source
          ? { rowModelType: 'infinite' as const, datasource: source, cacheBlockSize: PAGE_BLOCK, maxBlocksInCache: 50, infiniteInitialRowCount: 1 }
          : { rowData: rows })}
        columnDefs={columnDefs}
        loading={source ? !columnDefs : !rows || !columnDefs}
        getRowId={(p) => String(p.data.id)}
        getRowStyle={rowStyle ? (p) => (p.data ? (rowStyle(p.data) as never) : undefined) : undefined}
        rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: !onSelect }}
        tooltipShowMode="whenTruncated"
        tooltipShowDelay={400}
        onRowClicked={(e) => e.data && onSelect?.(e.data)}
        navigateToNextCell={(p) => {
          const next = p.nextCellPosition;
          if (next && VERTICAL.has(p.key) && next.rowIndex !== p.previousCellPosition.rowIndex) {
            const row = api.current?.getDisplayedRowAtIndex(next.rowIndex)?.data;
            if (row) onSelect?.(row);
          }
          return next;
        }}
        onCellKeyDown={(e) => {
          const key = (e.event as KeyboardEvent | undefined)?.key;
          if ((key === 'Enter' || key === ' ') && e.data && onOpen) {
            (e.event as KeyboardEvent).preventDefault();
            onOpen(e.data);
          }
        }}
        onGridReady={(e) => {
          api.current = e.api;
          if (apiRef) apiRef.current = e.api;
          markSelected();
        }}
        onRowDataUpdated={markSelected}
        onModelUpdated={source ? markSelected : undefined}
      />
    </div>
  );
}

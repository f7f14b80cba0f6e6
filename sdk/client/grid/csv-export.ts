import type { GridApi } from 'ag-grid-community';
import type { MutableRefObject } from 'react';
import { useCommands } from '../commands';
import { useT } from '../i18n/i18n';

/** The file name of a grid's CSV: its name and the day (vocs-2026-11-28.csv). */
export const csvFileName = (gridName: string, now = new Date()) => `${gridName}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The grid command 'Export CSV' (Ctrl+Alt+X): ag-grid's own CSV export of what the grid has loaded
 * (every row of a grid given its rows; the blocks loaded so far of a paged one, whose whole list a
 * screen exports from the server), with the columns shown and their formatted values.
 */
export function useCsvExportCommand<R>(api: MutableRefObject<GridApi<R> | undefined>, gridName: string) {
  const t = useT('sdk');
  useCommands([
    {
      id: `grid-export-csv-${gridName}`,
      category: t('grid.category'),
      title: t('grid.exportCsv'),
      keys: 'mod+alt+X',
      when: () => !!api.current,
      run: () => api.current?.exportDataAsCsv({ fileName: csvFileName(gridName) }),
    },
  ]);
}

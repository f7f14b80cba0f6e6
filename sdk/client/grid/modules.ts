import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  InfiniteRowModelModule,
  LocaleModule,
  RowApiModule,
  RowAutoHeightModule,
  RowSelectionModule,
  RowStyleModule,
  TooltipModule,
  ValidationModule,
  type Module,
} from 'ag-grid-community';

/**
 * The ag-grid features the product's grids use, registered instead of AllCommunityModule (a third
 * of the first grid's script): rows given whole or paged (infinite), one selected row, row styles
 * and tooltips, auto-height rows, the overlays' texts in the UI language (localeText), the row and column API calls of DataGrid, and the CSV export.
 * A grid option of a module left out is reported by ValidationModule while developing (its console
 * names the module to add here); the build leaves ValidationModule out.
 */
export const GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  InfiniteRowModelModule,
  RowSelectionModule,
  RowStyleModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  RowAutoHeightModule,
  RowApiModule,
  ColumnApiModule,
  CsvExportModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

import { definePlugin } from '../../sdk/shared';

export const TABLE_LITERALS = 33;
export const TABLES = 34;
export const CHARTS = 35;

export default definePlugin({
  name: 'tables',
  modules: [
    { id: TABLE_LITERALS, key: 'tableLiterals', title: 'Table Literals', scope: 'course', icon: 'IconTableOptions', screen: () => import('./client/LiteralScreen') },
    { id: TABLES, key: 'table', title: 'Tables', scope: 'course', icon: 'IconTable', screen: () => import('./client/TableScreen') },
    { id: CHARTS, key: 'chart', title: 'Charts', scope: 'course', icon: 'IconChartBar', screen: () => import('./client/ChartScreen') },
  ],
  grids: {
    table: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'name', headerName: 'Name', flex: 1 },
    ],
    chart: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'name', headerName: 'Name', flex: 1 },
    ],
    tableLiterals: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'code', headerName: 'Code', flex: 1 },
      { field: 'tables', headerName: 'Tables', flex: 1 },
      { field: 'charts', headerName: 'Charts', flex: 1 },
      { field: 'source', headerName: 'Source', flex: 1 },
    ],
  },
});

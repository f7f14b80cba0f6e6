import { catalogued, definePlugin } from '../../sdk/shared';
import { messages } from './messages';
export { TABLE_LITERALS, TABLES, CHARTS } from './public';

export default definePlugin({
  name: 'tables',
  messages,
  modules: [
    { ...catalogued('tableLiterals'), icon: 'IconTableOptions', screen: () => import('./client/LiteralScreen') },
    { ...catalogued('table'), icon: 'IconTable', screen: () => import('./client/TableScreen') },
    { ...catalogued('chart'), icon: 'IconChartBar', screen: () => import('./client/ChartScreen') },
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

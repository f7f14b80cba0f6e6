import { defineResource, defineServerPlugin } from '../../../sdk/server';
import { CHARTS, TABLE_LITERALS, TABLES } from '../plugin';
import { beforeDeleteLiteral, blankLiteral, getLiteral, insertLiteral, listLiterals, literalBody, writeLiteral } from './literal-store';
import { namedResource } from './named-resource';
import { courseCharts, courseTables, literalCharts, literalTables, tableLiterals } from './tables';
import { literalResource } from '../public';

export default defineServerPlugin({
  resources: [
    // Spec 2 §7: GET courses/{course}/table (+/{id}, ?text), table/new, table/{id}; POST courses/{course}/table; PUT, DELETE table/{id}.
    namedResource({ module: TABLES, noun: 'table', table: courseTables, links: { table: literalTables, targetId: literalTables.tableId } }),
    // The same for chart.
    namedResource({ module: CHARTS, noun: 'chart', table: courseCharts, links: { table: literalCharts, targetId: literalCharts.chartId } }),
    // Spec 3 §7: courses/{c}/literals list, get, POST; literals/new; PUT and DELETE literals/{id}.
    defineResource({
      cacheList: true,
      module: TABLE_LITERALS,
      label: 'Table literal',
      table: tableLiterals,
      body: literalBody,
      contract: literalResource,
      list: listLiterals,
      get: getLiteral,
      blank: blankLiteral,
      insert: insertLiteral,
      write: writeLiteral,
      beforeDelete: beforeDeleteLiteral,
    }),
  ],
});

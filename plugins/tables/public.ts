import { MODULE, resourceContract } from '../../sdk/shared';

/** The tables plugin's public face: its module keys and the route contracts other plugins call. */
export const TABLE_LITERALS = MODULE.tableLiterals;
export const TABLES = MODULE.table;
export const CHARTS = MODULE.chart;

export const literalResource = resourceContract({ list: 'courses/:courseId/literals', create: 'courses/:courseId/literals', item: 'literals' });

export const tableResource = resourceContract({ list: 'courses/:courseId/table', create: 'courses/:courseId/table', item: 'table' });

export const chartResource = resourceContract({ list: 'courses/:courseId/chart', create: 'courses/:courseId/chart', item: 'chart' });

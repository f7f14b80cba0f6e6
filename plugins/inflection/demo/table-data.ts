import type { InflectCell } from '../../../sdk/shared';

export interface TableSeed {
  wordClass: string;
  headers: string[];
  cells: InflectCell[];
}

const cell = (inflectId: number, row: number, column: number, label: string): InflectCell => ({ inflectId, row, column, label });
const PRESENT: TableSeed = {
  wordClass: 'verb',
  headers: ['Singular', 'Plural'],
  cells: [
    cell(201, 0, 0, '1st singular'),
    cell(202, 1, 0, '2nd singular'),
    cell(203, 2, 0, '3rd singular'),
    cell(204, 0, 1, '1st plural'),
    cell(205, 1, 1, '2nd plural'),
    cell(206, 2, 1, '3rd plural'),
  ],
};
const NOUN: TableSeed = { wordClass: 'noun', headers: ['Singular', 'Plural'], cells: [cell(101, 0, 0, 'singular'), cell(102, 0, 1, 'plural')] };
const ADJ_ROMANCE: TableSeed = {
  wordClass: 'adjective',
  headers: ['Singular', 'Plural'],
  cells: [cell(301, 0, 0, 'masculine singular'), cell(302, 1, 0, 'feminine singular'), cell(303, 0, 1, 'masculine plural'), cell(304, 1, 1, 'feminine plural')],
};
const ADJ_DE_RU: TableSeed = {
  wordClass: 'adjective',
  headers: ['Form'],
  cells: [cell(301, 0, 0, 'masculine'), cell(302, 1, 0, 'feminine'), cell(305, 2, 0, 'neuter'), cell(306, 3, 0, 'plural')],
};
const EN_VERB: TableSeed = {
  wordClass: 'verb',
  headers: ['Form'],
  cells: [cell(203, 0, 0, '3rd singular'), cell(221, 1, 0, 'past'), cell(222, 2, 0, 'past participle'), cell(223, 3, 0, 'gerund')],
};

/** The demo's inflect tables per course language (inflect ids as the demo vocabulary uses them). */
export const DEMO_TABLES: Record<string, TableSeed[]> = {
  es: [PRESENT, NOUN, ADJ_ROMANCE],
  fr: [PRESENT, NOUN, ADJ_ROMANCE],
  it: [PRESENT, NOUN, ADJ_ROMANCE],
  de: [PRESENT, NOUN, ADJ_DE_RU],
  ru: [PRESENT, NOUN, ADJ_DE_RU],
  en: [EN_VERB, NOUN],
};

/**
 * Target dialects' own tables (they replace the course's of the word class there): Mexican Spanish
 * says ustedes, with the 3rd plural's form, where Spain says vosotros: no 2nd plural cell.
 */
export const DIALECT_TABLES: Record<string, TableSeed[]> = {
  'es-MX': [
    {
      wordClass: 'verb',
      headers: ['Singular', 'Plural'],
      cells: [
        cell(201, 0, 0, '1st singular'),
        cell(202, 1, 0, '2nd singular'),
        cell(203, 2, 0, '3rd singular'),
        cell(204, 0, 1, '1st plural'),
        cell(206, 2, 1, '3rd plural (ustedes)'),
      ],
    },
  ],
};

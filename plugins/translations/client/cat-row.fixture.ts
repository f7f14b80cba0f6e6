import { MODULE } from '../../../sdk/shared';
import type { CatRow } from '../public';

/** A CAT row of project 7 (es-ES into en-US) for the CAT's tests; a done row's current text is its target. */
export const catRow = (id: number, fromText: string, toText = '', status = 0): CatRow => ({
  id,
  projectId: 7,
  translationId: id * 10,
  itemId: id,
  ref: MODULE.glossaries,
  refName: 'Glossaries',
  contextRef: MODULE.glossaries,
  field: 'tooltip',
  fromDialectId: 2,
  toDialectId: 3,
  toDialect: 'en-US',
  fromText,
  toText,
  currentText: status === 2 ? toText : '',
  fromMemoryText: '',
  similarity: 0,
  status,
  error: null,
  warnings: [],
  aiConfidence: null,
  aiReasoning: '',
  priority: 1,
  version: 0,
});

/** Spec 3 §5: the New AI dialog's rule. */
export const AI_NEW_RULE = 'New AI fill needs dialect, description and examples non-empty.';

/** The New AI dialog's input, as the query of GET vocs/ai-new carries it. */
export interface AiNewQuery {
  dialect?: number | string | null;
  wordClass?: number | string | null;
  description?: string | null;
  examples?: string | null;
}

export const AI_DESCRIPTION_MAX = 2000;
export const AI_EXAMPLES_MAX = 5000;

/** The examples one per line, trimmed, empty lines dropped. */
export const exampleLines = (examples: string | null | undefined) =>
  (examples ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The failing fields of a New AI request (client and server apply the same rule): dialect,
 * description and examples must not be empty; nothing when it may be sent.
 */
export function checkAiNew(q: AiNewQuery): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  const dialect = Number(q.dialect);
  if (q.dialect === null || q.dialect === undefined || q.dialect === '' || !Number.isInteger(dialect) || dialect <= 0) fields.dialect = 'Choose a dialect';
  if (!(q.description ?? '').trim()) fields.description = 'Describe the word';
  else if ((q.description ?? '').length > AI_DESCRIPTION_MAX) fields.description = `At most ${AI_DESCRIPTION_MAX} characters`;
  if (!exampleLines(q.examples).length) fields.examples = 'Give at least one example';
  else if ((q.examples ?? '').length > AI_EXAMPLES_MAX) fields.examples = `At most ${AI_EXAMPLES_MAX} characters`;
  return Object.keys(fields).length ? fields : undefined;
}

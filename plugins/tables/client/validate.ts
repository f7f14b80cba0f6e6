import type { Translate } from '../../../sdk/client';
import { CODE_MAX, CODE_PATTERN, NAME_MAX } from '../rules';

/** The form's own check of a literal's code (rules.ts's codeProblem), said in the interface's language. */
export function codeProblem(code: string, t: Translate): string | undefined {
  const c = code.trim();
  if (!c) return t('errors.required');
  if (c.length > CODE_MAX) return t('errors.tooLong', { max: CODE_MAX });
  if (!CODE_PATTERN.test(c)) return t('errors.code');
  return undefined;
}

/** The form's own check of a table's or chart's name (rules.ts's nameProblem), said in the interface's language. */
export function nameProblem(name: string, t: Translate): string | undefined {
  const n = name.trim();
  if (!n) return t('errors.required');
  if (n.length > NAME_MAX) return t('errors.tooLong', { max: NAME_MAX });
  return undefined;
}

/** Input rules shared by the routes and the forms (no dependencies: both sides import it). */

export const NAME_MAX = 200;
export const CODE_MAX = 100;
/** A literal's code: letters, digits, underscore, dot and dash (templates and publishing name the literal by it). */
export const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const CODE_MESSAGE = 'Use only letters (A-Z, a-z), digits, underscore (_), dot (.) and dash (-), without spaces';
export const DUPLICATE_CODE = 'A literal with this code already exists';
export const duplicateName = (noun: 'table' | 'chart') => `A ${noun} with this name already exists`;

/** The form's own check of a literal code, before the server's. */
export function codeProblem(code: string): string | undefined {
  const c = code.trim();
  if (!c) return 'Required';
  if (c.length > CODE_MAX) return `At most ${CODE_MAX} characters`;
  if (!CODE_PATTERN.test(c)) return CODE_MESSAGE;
  return undefined;
}

/** The form's own check of a table's or chart's name. */
export function nameProblem(name: string): string | undefined {
  const n = name.trim();
  if (!n) return 'Required';
  if (n.length > NAME_MAX) return `At most ${NAME_MAX} characters`;
  return undefined;
}

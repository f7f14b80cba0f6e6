/** Exercise types of a trainer segment (the spec names the field, not its values). */
export const EXERCISE_TYPES = [
  { value: 1, label: 'Fill the gap' },
  { value: 2, label: 'Read and listen' },
  { value: 3, label: 'List' },
] as const;
export const GAP_EXERCISE = 1;
export const LIST_EXERCISE = 3;

/**
 * What is wrong with a segment, or '': every target dialect needs a text; a gap exercise needs a
 * gap in each, a list exercise a list.
 */
export function segmentError(exerciseType: number, targets: { dialectCode: string; html: string }[]): string {
  const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();
  const empty = targets.filter((t) => !plain(t.html)).map((t) => t.dialectCode);
  if (empty.length) return `No text in ${empty.join(', ')}`;
  if (exerciseType === GAP_EXERCISE) {
    const gapless = targets.filter((t) => !/data-gap="1"/.test(t.html)).map((t) => t.dialectCode);
    if (gapless.length) return `No gap in ${gapless.join(', ')}`;
  }
  if (exerciseType === LIST_EXERCISE) {
    const listless = targets.filter((t) => !/<(ul|ol)[\s>]/.test(t.html)).map((t) => t.dialectCode);
    if (listless.length) return `No list in ${listless.join(', ')}`;
  }
  return '';
}

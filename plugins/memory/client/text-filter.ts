/**
 * The filters of the memory tabs (spec 4 §2.9): read as a case-insensitive regular expression,
 * falling back to a case-insensitive substring when the expression is invalid; blank matches all.
 */
export function textMatcher(text: string): (value: string) => boolean {
  const t = text.trim();
  if (!t) return () => true;
  try {
    const re = new RegExp(t, 'i');
    return (v) => re.test(v);
  } catch {
    const lower = t.toLowerCase();
    return (v) => v.toLowerCase().includes(lower);
  }
}

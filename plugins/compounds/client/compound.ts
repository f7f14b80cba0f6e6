import type { Compound, CompoundType } from '../public';

export function compoundProblems(c: Compound): Record<string, string> | undefined {
  return c.title.trim() ? undefined : { title: 'Required' };
}

export const typeProblems = (t: CompoundType) => (t.name.trim() ? undefined : { name: 'Required' });

import { translator, type Translate } from '../../../sdk/client';
import type { Compound, CompoundType } from '../public';

export function compoundProblems(c: Compound, t: Translate = translator('compounds')): Record<string, string> | undefined {
  return c.title.trim() ? undefined : { title: t('required') };
}

export const typeProblems = (type: CompoundType, t: Translate = translator('compounds')) => (type.name.trim() ? undefined : { name: t('required') });

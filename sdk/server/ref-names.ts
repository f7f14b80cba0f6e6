import type { ModuleDef } from '../shared';
import { contributionsTo } from '../shared/contributions';
import { translatableTexts } from './contribution-points';

/**
 * The name people read for a ref (the `ref` of (ref, refId) pairs): its module's title ('Sentences'),
 * else the name the owner of its records declares with them (`translatableTexts`: a part ref such as
 * 2501 is 'Dialog segments', as Health names it), else 'Module {ref}'.
 */
export function refTitle(modules: readonly ModuleDef[], ref: number): string {
  return modules.find((m) => m.id === ref)?.title ?? contributionsTo(translatableTexts).find((t) => t.ref === ref)?.name ?? `Module ${ref}`;
}

import { useMemo } from 'react';
import { useService } from './hooks';
import { TOKENS } from './tokens';

/**
 * The courses a record can be copied to: those where the user has the module, the record's own
 * left out, as select options ('Spanish · Spanish for French speakers'), from the permission tree
 * the shell holds.
 */
export function useCopyTargets(module: number, courseId: number): { value: string; label: string }[] {
  const tree = useService(TOKENS.permissionTree)();
  return useMemo(
    () => tree.filter((e) => e.ref === module && e.courseId !== courseId).map((e) => ({ value: String(e.courseId), label: `${e.path[0]} · ${e.path[1]}` })),
    [tree, module, courseId],
  );
}

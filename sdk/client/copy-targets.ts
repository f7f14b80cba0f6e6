import { useEffect, useState } from 'react';
import type { PermissionTreeEntry } from '../shared/api';
import { useHttp } from './hooks';

/**
 * The courses a record can be copied to: those where the user has the module, the record's own
 * left out, as select options ('Spanish · Spanish for French speakers'); undefined until loaded,
 * so that a choice shows it is loading rather than empty. Read again each time `enabled` turns on.
 */
export function useCopyTargets(module: number, courseId: number, enabled = true): { value: string; label: string }[] | undefined {
  const http = useHttp();
  const [courses, setCourses] = useState<{ value: string; label: string }[]>();
  useEffect(() => {
    if (!enabled) return;
    void http.get<PermissionTreeEntry[]>('permissions-tree').then((tree) => setCourses((tree ?? [])
      .filter((e) => e.ref === module && e.courseId !== courseId)
      .map((e) => ({ value: String(e.courseId), label: `${e.path[0]} · ${e.path[1]}` }))));
  }, [http, module, courseId, enabled]);
  return courses;
}

import { useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
import { inflectionApi } from '../public';

/** The word classes the course has inflect tables for (its own tables: the dialects' follow the same classes). */
export function useWordClasses(courseId: number): string[] {
  const api = useApi();
  const [classes, setClasses] = useState<string[]>([]);
  useEffect(() => {
    void api.load(inflectionApi.tables, { params: { courseId } }).then((c) => setClasses((c ?? []).filter((x) => x.dialectId == null).map((x) => x.wordClass)));
  }, [api, courseId]);
  return classes;
}

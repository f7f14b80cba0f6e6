import { useEffect, useState } from 'react';
import { useHttp } from '../../../sdk/client';

/** The word classes the course has inflect tables for (its own tables: the dialects' follow the same classes). */
export function useWordClasses(courseId: number): string[] {
  const http = useHttp();
  const [classes, setClasses] = useState<string[]>([]);
  useEffect(() => {
    void http.get<{ wordClass: string; dialectId: number | null }[]>(`inflect-tables/courses/${courseId}`)
      .then((c) => setClasses((c ?? []).filter((x) => x.dialectId == null).map((x) => x.wordClass)));
  }, [http, courseId]);
  return classes;
}

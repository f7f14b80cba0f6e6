import { useEffect, useState } from 'react';
import { useHttp } from '../../../sdk/client';

/** The word classes the course has inflect tables for. */
export function useWordClasses(courseId: number): string[] {
  const http = useHttp();
  const [classes, setClasses] = useState<string[]>([]);
  useEffect(() => {
    void http.get<{ wordClass: string }[]>(`inflect-tables/courses/${courseId}`).then((c) => setClasses((c ?? []).map((x) => x.wordClass)));
  }, [http, courseId]);
  return classes;
}

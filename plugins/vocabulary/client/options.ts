import { useEffect, useState } from 'react';
import { useHttp } from '../../../sdk/client';
import type { CategoryOption, WordClassOption } from '../shared/types';

/** The course's word classes (the spec's option rules are applied by the server). */
export function useWordClasses(courseId: number): WordClassOption[] | undefined {
  const http = useHttp();
  const [classes, setClasses] = useState<WordClassOption[]>();
  useEffect(() => {
    const ctrl = new AbortController();
    void http.get<WordClassOption[]>(`courses/${courseId}/word-classes`, undefined, ctrl.signal).then((c) => !ctrl.signal.aborted && setClasses(c ?? []));
    return () => ctrl.abort();
  }, [http, courseId]);
  return classes;
}

/** Leaf categories named in the dialect, sorted by full path. */
export function useCategoryOptions(dialectId: number | undefined): CategoryOption[] | undefined {
  const http = useHttp();
  const [options, setOptions] = useState<CategoryOption[]>();
  useEffect(() => {
    if (!dialectId) return;
    const ctrl = new AbortController();
    void http.get<CategoryOption[]>(`voc-categories/dialects/${dialectId}`, undefined, ctrl.signal).then((o) => !ctrl.signal.aborted && setOptions(o ?? []));
    return () => ctrl.abort();
  }, [http, dialectId]);
  return options;
}

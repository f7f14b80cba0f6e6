import { useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
import { vocabularyApi } from '../public';
import type { CategoryOption, WordClassOption } from '../shared/types';

/** The course's word classes (the spec's option rules are applied by the server). */
export function useWordClasses(courseId: number): WordClassOption[] | undefined {
  const api = useApi();
  const [classes, setClasses] = useState<WordClassOption[]>();
  useEffect(() => {
    const ctrl = new AbortController();
    void api.load(vocabularyApi.wordClasses, { params: { courseId }, signal: ctrl.signal }).then((c) => !ctrl.signal.aborted && setClasses(c ?? []));
    return () => ctrl.abort();
  }, [api, courseId]);
  return classes;
}

/** Leaf categories named in the dialect, sorted by full path. */
export function useCategoryOptions(dialectId: number | undefined): CategoryOption[] | undefined {
  const api = useApi();
  const [options, setOptions] = useState<CategoryOption[]>();
  useEffect(() => {
    if (!dialectId) return;
    const ctrl = new AbortController();
    void api.load(vocabularyApi.categoryOptions, { params: { dialectId }, signal: ctrl.signal }).then((o) => !ctrl.signal.aborted && setOptions(o ?? []));
    return () => ctrl.abort();
  }, [api, dialectId]);
  return options;
}

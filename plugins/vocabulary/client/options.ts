import { useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
import { vocabularyApi } from '../public';
import type { CategoryOption, WordClassOption } from '../shared/types';

/** The course's word classes (the spec's option rules are applied by the server); none read while courseId is undefined. */
export function useWordClasses(courseId: number | undefined): WordClassOption[] | undefined {
  const api = useApi();
  const [classes, setClasses] = useState<WordClassOption[]>();
  useEffect(() => {
    if (courseId === undefined) return;
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

import { createContext, useContext, useEffect, useRef } from 'react';

/** Lets the screen know whether the open entry has unsaved changes (to warn before the dialect of the grid changes). */
export const DirtyReporter = createContext<(dirty: boolean) => void>(() => undefined);

/** Reports whether `value` differs from the first value seen for its id and version. */
export function useReportDirty(value: { id: number; version?: number }) {
  const report = useContext(DirtyReporter);
  const baseline = useRef<{ key: string; json: string }>(undefined);
  const key = `${value.id}:${value.version ?? 0}`;
  const json = JSON.stringify(value);
  if (baseline.current?.key !== key) baseline.current = { key, json };
  const dirty = baseline.current.json !== json;
  useEffect(() => report(dirty), [report, dirty]);
}

import { createContext, useContext, useEffect, useRef } from 'react';

/** Lets the screen know whether the open entry has unsaved changes (to warn before the dialect of the grid changes). */
export const DirtyReporter = createContext<(dirty: boolean) => void>(() => undefined);

/**
 * Reports whether `value` differs from the first value seen for its id and version, and answers
 * it. An unsaved entry filled from a New AI proposal (aiLogId) is always unsaved work, even when
 * it replaced another entry in the editor (a new baseline).
 */
export function useReportDirty(value: { id: number; version?: number; aiLogId?: number }): boolean {
  const report = useContext(DirtyReporter);
  const baseline = useRef<{ key: string; json: string }>(undefined);
  const key = `${value.id}:${value.version ?? 0}`;
  const json = JSON.stringify(value);
  if (baseline.current?.key !== key) baseline.current = { key, json };
  const dirty = baseline.current.json !== json || (value.id < 0 && value.aiLogId !== undefined);
  useEffect(() => report(dirty), [report, dirty]);
  return dirty;
}

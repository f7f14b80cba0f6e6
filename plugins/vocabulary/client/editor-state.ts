import { createContext, useContext, useEffect, useRef } from 'react';
import type { Voc } from '../shared/types';

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

/**
 * Lets the screen learn the vocabulary's dialects (for its dialect selector) from the entry the
 * editor opened, its blank first: the screen asks for no blank of its own.
 */
export const DialectsReporter = createContext<(dialects: Voc['dialects']) => void>(() => undefined);

/** Reports the entry's dialect rows to the screen when their layout changes. */
export function useReportDialects(dialects: Voc['dialects']): void {
  const report = useContext(DialectsReporter);
  const layout = dialects.map((d) => `${d.dialectId}:${d.kind}`).join();
  const latest = useRef(dialects);
  latest.current = dialects;
  useEffect(() => report(latest.current), [report, layout]);
}

import { useCallback, useEffect, useState } from 'react';
import { useHttp } from '../../../sdk/client';
import type { ReportConfig, ReportRun } from '../pattern-config';
import { POLL_MS } from './MiningTab';

/** A pattern report: generate (queued run), poll until done, and the errors the server names. */
export function useReport<R>(path: string) {
  const http = useHttp();
  const [run, setRun] = useState<ReportRun<R>>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(async (id: number) => {
    const r = await http.get<ReportRun<R>>(`memory/patterns/runs/${id}`);
    if (r) setRun(r);
  }, [http]);
  useEffect(() => {
    if (!run || run.status === 'done' || run.status === 'failed') return;
    const t = setTimeout(() => void refresh(run.id), POLL_MS);
    return () => clearTimeout(t);
  }, [run, refresh]);
  const generate = async (config: ReportConfig) => {
    setBusy(true);
    const res = await http.post<ReportRun<R>>(path, config);
    setBusy(false);
    // Pattern generation errors are logged only (spec 4 §8); the fields the server names are shown at them.
    if (!res.ok) { console.warn('Pattern report refused', res.error); return setErrors(res.fields ?? {}); }
    setErrors({});
    setRun(res.data);
  };
  return { run, setRun, errors, busy, generate, refresh };
}

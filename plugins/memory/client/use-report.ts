import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../sdk/client';
import { memoryApi, type ReportConfig, type ReportRow, type ReportRun } from '../public';
import { POLL_MS } from './MiningTab';

/** A pattern report: generate (queued run), poll until done, and the errors the server names. */
export function useReport<R extends ReportRow>(kind: 'frequency' | 'consistency') {
  const api = useApi();
  const [run, setRun] = useState<ReportRun<R>>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(
    async (id: number) => {
      // The run is of the report this hook generated: its rows are R.
      const r = await api.load(memoryApi.reportRun, { params: { id } });
      if (r) setRun(r as ReportRun<R>);
    },
    [api],
  );
  useEffect(() => {
    if (!run || run.status === 'done' || run.status === 'failed') return;
    const t = setTimeout(() => void refresh(run.id), POLL_MS);
    return () => clearTimeout(t);
  }, [run, refresh]);
  const generate = async (config: ReportConfig) => {
    setBusy(true);
    const res = await api.call(kind === 'frequency' ? memoryApi.frequencyReport : memoryApi.consistencyReport, { body: config });
    setBusy(false);
    // Pattern generation errors are logged only (spec 4 §8); the fields the server names are shown at them.
    if (!res.ok) {
      console.warn('Pattern report refused', res.error);
      return setErrors(res.fields ?? {});
    }
    setErrors({});
    setRun(res.data as ReportRun<R>);
  };
  return { run, setRun, errors, busy, generate, refresh };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { Contract } from '../../shared';
import { useApi } from '../hooks';
import { POLL_INTERVAL_MS } from './AsyncStatusCell';

type ById<M extends 'GET' | 'PUT' | 'DELETE', AS extends z.ZodType | undefined, BS extends z.ZodType | undefined = undefined> = Contract<
  M,
  string,
  z.ZodType,
  undefined,
  BS,
  AS
>;

/**
 * The calls a job's detail makes, whatever serves its kind (core's jobContracts, or a plugin's own
 * routes such as Agent QA's): the job and its items, delete and change-priority, each by the job's id.
 */
export interface JobDetailContracts<J, I> {
  job: ById<'GET', z.ZodType<J>>;
  items: ById<'GET', z.ZodType<I[]>>;
  remove: ById<'DELETE', z.ZodType | undefined>;
  changePriority: ById<'PUT', z.ZodType | undefined, z.ZodType<unknown, { priority: unknown }>>;
}

/** A job and its items as a write answered them (its create), shown without reading them again. */
export interface ShownJob<J, I> {
  job: J;
  rows: I[];
}

/**
 * A job and its items, loaded at once (or taken from `shown`, what its create answered) and polled
 * every 5 s while the agent still works on it (`working`; errors ignored, spec 1 §8). onChanged
 * hears every load of the job, and every job a write answered (showJob): the list shows its counts.
 */
export function useJobDetail<J, I>(
  jobs: Pick<JobDetailContracts<J, I>, 'job' | 'items'>,
  jobId: number,
  working: (job: J) => boolean,
  onChanged?: (job: J) => void,
  shown?: ShownJob<J, I>,
) {
  const api = useApi();
  const [job, setJob] = useState<J | null>(shown?.job ?? null);
  const [items, setItems] = useState<I[] | undefined>(shown?.rows);
  const first = useRef(shown);
  const hooks = useRef({ working, onChanged });
  hooks.current = { working, onChanged };

  /** The job as a read or a write answered it: here, and to onChanged. */
  const showJob = useCallback((j: J) => {
    setJob(j);
    hooks.current.onChanged?.(j);
  }, []);
  const loadJob = useCallback(async () => {
    const j = await api.load(jobs.job, { params: { id: jobId } });
    if (j) showJob(j);
    return j;
  }, [api, jobs, jobId, showJob]);
  const load = useCallback(async () => {
    const [j, list] = await Promise.all([loadJob(), api.load(jobs.items, { params: { id: jobId } })]);
    if (list) setItems(list);
    return j;
  }, [api, jobs, jobId, loadJob]);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const j = await load().catch(() => undefined);
      if (live && (!j || hooks.current.working(j))) timer = setTimeout(tick, POLL_INTERVAL_MS);
    };
    const given = first.current?.job;
    first.current = undefined;
    if (given === undefined) void tick();
    else if (hooks.current.working(given)) timer = setTimeout(tick, POLL_INTERVAL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load]);

  return { job, items, setItems, showJob, load, loadJob };
}

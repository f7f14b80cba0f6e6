import { z } from 'zod';
import { HttpError, courseTextDialects, defaultDialects, type Db } from '../../../../sdk/server';
import { JOB_MESSAGES } from '../../../../sdk/shared';
import { NAME_MAX, isSourceFilter, type SourceFilter } from '../../jobs-shared';
import type { itemJobBody } from '../../public';
import { courseKlines } from './kline-filter';

/** What every item job is given per item. */
export interface ItemJobInput {
  itemId: number;
  /** The item's one translation (excluded from its own memory lookups). */
  translationId: number;
  courseId: number;
  target: string;
  targetDialectId: number;
  targetDialectCode: string;
  /** The item's source in the job's dialect when the job was created ('' when empty). */
  source: string;
  sourceDialectId: number;
  sourceDialectCode: string;
}

/** The job parameters every item job stores: the course's default target dialect and the k-line filter. */
export interface ItemJobParams {
  target_dialect_id: number | null;
  /** The job's source dialect's code (the list shows it). */
  dialect_code: string;
  filter_kline_ids: number[];
  source_filter?: SourceFilter;
  include_previous_validated?: boolean;
}

/**
 * Spec 3 §5: the name (trimmed) must not be empty ('Please enter a name'), a dialect must be chosen
 * ('Please select a dialect') among the course's source dialects, and the k-lines must be the
 * course's; every other failure is 'Failed to create job'. 400 names every failing field; the
 * message is the first failure's in that order.
 */
export async function prepareItemJob(
  body: z.infer<typeof itemJobBody> & { source_filter?: unknown; include_previous_validated?: unknown },
  ctx: { db: Db; courseId: number },
  extra: 'guesser' | 'validator',
): Promise<{ name: string; courseId: number; dialectId: number; params: ItemJobParams }> {
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  const fail = (field: string, fieldMessage: string, message: string = JOB_MESSAGES.failed) => {
    fields[field] = fieldMessage;
    messages.push(message);
  };

  const name = (body.name ?? '').trim();
  if (!name) fail('name', JOB_MESSAGES.name, JOB_MESSAGES.name);
  else if (name.length > NAME_MAX) fail('name', `At most ${NAME_MAX} characters`);

  const { sources } = await courseTextDialects(ctx.db, ctx.courseId);
  const dialectId = body.dialect_id ?? 0;
  const dialect = sources.find((d) => d.dialectId === dialectId);
  if (!dialectId) fail('dialect_id', JOB_MESSAGES.dialect, JOB_MESSAGES.dialect);
  else if (!dialect) fail('dialect_id', 'Not a source dialect of this course');

  let sourceFilter: SourceFilter | undefined;
  if (extra === 'guesser') {
    const f = body.source_filter ?? 'all';
    if (isSourceFilter(f)) sourceFilter = f;
    else fail('source_filter', 'One of all, empty_only, non_empty_only');
  }
  let includePrevious: boolean | undefined;
  if (extra === 'validator') {
    const v = body.include_previous_validated ?? false;
    if (typeof v === 'boolean') includePrevious = v;
    else fail('include_previous_validated', 'true or false');
  }

  const klineIds = [...new Set(body.filter_kline_ids ?? [])];
  if (klineIds.length) {
    const known = new Set((await courseKlines(ctx.db, ctx.courseId)).map((k) => k.id));
    const unknown = klineIds.filter((id) => !known.has(id));
    if (unknown.length) fail('filter_kline_ids', `Not a k-line of this course: ${unknown.join(', ')}`);
  }

  if (messages.length) throw new HttpError(400, messages[0], fields);
  const target = (await defaultDialects(ctx.db, ctx.courseId)).target ?? null;
  return {
    name,
    courseId: ctx.courseId,
    dialectId,
    params: {
      target_dialect_id: target,
      dialect_code: dialect?.dialectCode ?? '',
      filter_kline_ids: klineIds.sort((a, b) => a - b),
      ...(sourceFilter ? { source_filter: sourceFilter } : {}),
      ...(includePrevious !== undefined ? { include_previous_validated: includePrevious } : {}),
    },
  };
}

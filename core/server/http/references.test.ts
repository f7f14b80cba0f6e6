import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reference, referencePair } from '../../../sdk/shared';
import type { Db } from '../db/open';
import { declaredReferences, refuseBadReferences } from './references';

const body = z.object({
  title: z.string(),
  concept: reference(11).nullable().default(null),
  sentences: z.array(reference(22)).optional(),
  blocks: z.array(z.object({ chart: reference(33).optional() })),
  activity: referencePair({ ref: z.number(), activityId: z.number() }, { ref: 'ref', id: 'activityId' }).optional(),
});

/** Records by module: id -> course (0 for a record of no course). */
const records: Record<number, Record<number, number>> = { 11: { 1: 1, 2: 2 }, 22: { 5: 1, 6: 2, 7: 0 }, 33: { 9: 1 } };
const courseOf = (ref: number) => (records[ref] ? async (_db: Db, id: number) => records[ref][id] ?? null : undefined);
const db = {} as Db;
const refused = async (courseId: number, value: unknown) => {
  try {
    await refuseBadReferences(db, courseOf, courseId, value, declaredReferences(body));
    return undefined;
  } catch (e) {
    return { status: (e as { status: number }).status, fields: (e as { fields: Record<string, string> }).fields };
  }
};

describe('declared references', () => {
  it('are found through wrappers, arrays and pairs', () => {
    expect(declaredReferences(body)).toEqual([
      { path: ['concept'], ref: 11 },
      { path: ['sentences', '*'], ref: 22 },
      { path: ['blocks', '*', 'chart'], ref: 33 },
      { path: ['activity'], pair: { ref: 'ref', id: 'activityId' } },
    ]);
  });

  it('pass when every id names a record of the course or of no course', async () => {
    expect(await refused(1, { title: 'x', concept: 1, sentences: [5, 7], blocks: [{ chart: 9 }, {}], activity: { ref: 11, activityId: 1 } })).toBeUndefined();
    expect(await refused(1, { title: 'x', concept: null, blocks: [] })).toBeUndefined();
  });

  it("refuse a missing id and another course's with a 400 naming each field", async () => {
    expect(await refused(1, { concept: 2, sentences: [5, 6, 999], blocks: [{ chart: 10 }], activity: { ref: 11, activityId: 2 } })).toEqual({
      status: 400,
      fields: {
        concept: 'Belongs to another course',
        'sentences.1': 'Belongs to another course',
        'sentences.2': 'No such record',
        'blocks.0.chart': 'No such record',
        'activity.activityId': 'Belongs to another course',
      },
    });
  });

  it("read a pair's aliased ref as the ref it stands for", async () => {
    const aliased = z.object({ rated: referencePair({ ref: z.number(), refId: z.number() }, { ref: 'ref', id: 'refId', aliases: { 0: 33 } }) });
    const check = (value: unknown) => refuseBadReferences(db, courseOf, 1, value, declaredReferences(aliased));
    await expect(check({ rated: { ref: 0, refId: 9 } })).resolves.toBeUndefined();
    await expect(check({ rated: { ref: 0, refId: 5 } })).rejects.toMatchObject({ status: 400, fields: { 'rated.refId': 'No such record' } });
  });

  it('refuse a pair naming a module that has no records', async () => {
    expect(await refused(1, { blocks: [], activity: { ref: 99, activityId: 1 } })).toEqual({
      status: 400,
      fields: { 'activity.activityId': 'No such record' },
    });
  });

  it('check only existence on a route of no course, and leave what is not an id to validation', async () => {
    expect(await refused(0, { concept: 2, blocks: [] })).toBeUndefined();
    expect(await refused(1, { concept: 'x', sentences: [-1, 2 ** 31], blocks: 'no' })).toBeUndefined();
  });
});

import { z } from 'zod';
import { MODULE, resourceContract, contributionPoint, translationTextValue } from '../../sdk/shared';
import type { Db } from '../../sdk/server';

export const KLINES = MODULE.klines;

/** A k-line as its editor shows it. */
const kline = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  /** A panel intro of the course, or null for none. */
  panelIntroId: z.number().nullable(),
  version: z.number(),
  /** The k-line's text in each source dialect of the course, with its status. */
  sources: z.array(translationTextValue),
});
export type KLine = z.output<typeof kline>;

/** A k-line's grid row. */
const klineRow = z.object({ id: z.number(), title: z.string(), panelIntroId: z.number().nullable() });

/** K-lines (10): GET groups/{course}/k-lines and /{id}; POST groups/{course}/k-lines; GET k-lines/new?course=; GET|PUT|DELETE k-lines/{id}. */
export const klineResource = resourceContract(
  { list: 'groups/:courseId/k-lines', create: 'groups/:courseId/k-lines', item: 'k-lines' },
  { record: kline, row: klineRow },
);

// Contribution points this plugin owns: others contribute or consume them through this face.

/** The k-lines of a course (spec 3 §2 K-lines), for filters such as the item jobs' (spec 3 §5). */
export interface KlineList {
  list(db: Db, courseId: number): Promise<{ id: number; title: string }[]>;
}

export const klineLists = contributionPoint<KlineList>('kline-lists');

import { z } from 'zod';
import { contract, MODULE, resourceContract, TranslationStatus, contributionPoint, audioState, translationTextValue } from '../../sdk/shared';
import type { Db } from '../../sdk/server';
import type { SQL } from 'drizzle-orm';

/** The segments plugin's public face: its module keys and the route contracts other plugins call. */
export const SEGMENTS = MODULE.segment;

/** A segment's grid row: its panel (0: none), the default target text (plain) and source text, level, flag, last check's error. */
const segmentRow = z.object({
  id: z.number(),
  panelId: z.number(),
  level: z.number(),
  flag: z.number(),
  listening: z.boolean(),
  error: z.boolean(),
  target: z.string(),
  source: z.string(),
});
export type SegmentRow = z.output<typeof segmentRow>;

/** A segment as GET segments/{id} answers it: its HTML per target dialect, each with its audio, and its sources. */
const segmentRecord = z.object({
  id: z.number(),
  courseId: z.number(),
  panelId: z.number(),
  listening: z.boolean(),
  readBy: z.string(),
  level: z.number(),
  flag: z.number(),
  error: z.boolean(),
  version: z.number(),
  targets: z.array(translationTextValue.extend({ audio: audioState.optional() })),
  sources: z.array(translationTextValue),
});
export type SegmentRecord = z.output<typeof segmentRecord>;

export const segmentResource = resourceContract(
  { list: 'courses/:courseId/segments', create: 'courses/:courseId/segments', item: 'segments' },
  {
    record: segmentRecord,
    row: segmentRow,
    // ?panel: 0 = ALL; ?withError=1: the segments the last check found in error.
    listQuery: z.object({ panel: z.coerce.number().int().min(0).max(2_147_483_647).optional(), withError: z.enum(['0', '1']).optional() }),
  },
);

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const courseParams = z.object({ courseId: id });

/** The segments plugin's own routes besides its resource. */
export const segmentsApi = {
  blankTargets: contract({
    method: 'GET',
    path: 'courses/:courseId/segments-target/new',
    params: courseParams,
    answer: z.array(translationTextValue),
    summary: 'Blank HTML for each target dialect of the course',
  }),
  targets: contract({
    method: 'GET',
    path: 'segments/:id/targets',
    params: idParams,
    answer: z.array(translationTextValue),
    summary: "The segment's HTML in each target dialect",
  }),
  setTarget: contract({
    method: 'PUT',
    path: 'segments/:id/target-dialect/:dialectId',
    params: idParams.extend({ dialectId: id }),
    body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() }),
    answer: segmentRecord.nullable(),
    summary: "Sets the segment's HTML (sanitised) in one target dialect; answers the segment",
  }),
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/segments/check',
    params: courseParams,
    query: z.object({ panel: z.coerce.number().int().min(0).max(2_147_483_647).optional() }),
    answer: z.object({ checked: z.number(), withError: z.number(), rows: z.array(segmentRow) }),
    summary:
      'Checks every segment of the course (HTML missing in a target dialect) and stores the outcome: { checked, withError, rows } (rows: the grid rows in error, of the ?panel when given)',
  }),
  withError: contract({
    method: 'GET',
    path: 'courses/:courseId/segments/with-error',
    params: courseParams,
    answer: z.array(segmentRow),
    summary: 'The grid rows of the segments the last check found in error',
  }),
  panels: contract({
    method: 'GET',
    path: 'courses/:courseId/segment-panels',
    params: courseParams,
    answer: z.array(z.number()),
    summary: "The ids of the panels the course's segments hang off (the panel filter's options after ALL = 0)",
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * The segments of panels (spec 3 §2 'Wizard dialog', create empty segments): the Segments module
 * (their owner) counts and adds them, so the Lesson Outline's wizard writes none of its tables.
 */
export interface PanelSegments {
  /** How many segments each of the panels has (panels without any may be left out). */
  countsOf(db: Db, courseId: number, panelIds: number[]): Promise<Map<number, number>>;
  /** Adds n empty segments to a panel of the course; answers their ids. */
  addEmpty(db: Db, courseId: number, panelId: number, n: number): Promise<number[]>;
  /** A query of (id, panel_id) of the course's segments that hang off a panel: their work states' lesson follows the panel's. */
  ofPanels(courseId: number): SQL;
}

export const panelSegments = contributionPoint<PanelSegments>('panel-segments');

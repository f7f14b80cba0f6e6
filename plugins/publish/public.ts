import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { contract, contributionPoint, courseParams, dbIdParam, MODULE, recordLocation } from '../../sdk/shared';

/** The publish plugin's public face: its module keys and the route contracts other plugins call. */
export const PUBLISH = MODULE.publish;

/** A publish resource (spec 3 §3): a module whose texts are published. */
export const publishResource = z.object({ ref: z.number(), name: z.string(), batch: z.number(), enabled: z.boolean() });
export type PublishResource = z.output<typeof publishResource>;

/**
 * One failing record (spec 3 §3 'Publish check' details), with where it opens (recordLocations: a
 * part, such as a reading's text, on its parent record with the part selected; null: none).
 */
const checkDetail = z.object({
  ref: z.number(),
  refName: z.string(),
  refId: z.number(),
  error: z.string(),
  open: recordLocation.nullable(),
});
export type CheckDetail = z.output<typeof checkDetail>;
/** The check of a resource: the records ready to publish and the failing ones. */
const checkResult = z.object({ ref: z.number(), ids: z.array(z.number()), details: z.array(checkDetail) });
export type CheckResult = z.output<typeof checkResult>;

/** Progress of one resource in a publication run. */
export const resourceProgress = z.object({ ref: z.number(), name: z.string(), total: z.number(), done: z.number() });
export type ResourceProgress = z.output<typeof resourceProgress>;

/** A publication: version n of the course's published content ('running' while it copies); times in ISO 8601. */
export const publication = z.object({
  version: z.number(),
  status: z.enum(['running', 'published', 'failed']),
  progress: z.array(resourceProgress),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Publication = z.output<typeof publication>;

const snapshotText = z.object({ ref: z.number(), refId: z.number(), field: z.string(), dialectCode: z.string(), text: z.string() });
export type SnapshotText = z.output<typeof snapshotText>;
/** A published version's frozen texts; publishedAt in ISO 8601. */
const snapshot = z.object({ courseId: z.number(), version: z.number(), publishedAt: z.string().nullable(), texts: z.array(snapshotText) });
export type Snapshot = z.output<typeof snapshot>;

/** The publish plugin's calls. */
export const publishApi = {
  resources: contract({
    method: 'GET',
    path: 'groups/:courseId/publish-resources',
    params: courseParams,
    answer: z.array(publishResource),
    summary: 'The resources published (ref, name, batch, enabled)',
  }),
  check: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/publish-check',
    params: z.object({ courseId: dbIdParam, ref: dbIdParam }),
    answer: checkResult,
    summary: 'Checks a resource: ready ids and failing items',
  }),
  publications: contract({
    method: 'GET',
    path: 'groups/:courseId/publications',
    params: courseParams,
    answer: z.array(publication),
    summary: 'The publications, newest first, with progress per resource',
  }),
  publish: contract({
    method: 'POST',
    path: 'groups/:courseId/publications',
    params: courseParams,
    answer: publication,
    summary: 'Publishes the next version (a queued task)',
  }),
  latest: contract({
    method: 'GET',
    path: 'groups/:courseId/publications/latest',
    params: courseParams,
    answer: snapshot,
    summary: 'The latest published snapshot',
  }),
  snapshot: contract({
    method: 'GET',
    path: 'groups/:courseId/publications/:version',
    params: z.object({ courseId: dbIdParam, version: dbIdParam }),
    answer: snapshot,
    summary: 'A published snapshot by version',
  }),
};

const idList = z
  .string()
  .max(20_000)
  .default('')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
    ),
  ]);

/**
 * Spec 3 §7 Publish: GET groups/{c}/refs/{ref}/publish?ids=, a batch of the ids the check found ready.
 * Consecutive batches go into one version under way (a batched one, published once every resource's
 * ready records are in; see publishBatch) or, when none runs, start the next; the call answers which of
 * the ids it publishes, which fail the check, and the version.
 */
export const publishSpecApi = {
  publish: contract({
    method: 'GET',
    path: 'groups/:courseId/refs/:ref/publish',
    params: z.object({ courseId: dbIdParam, ref: dbIdParam }),
    query: z.object({ ids: idList }),
    answer: z.object({
      ref: z.number(),
      ids: z.array(z.number()),
      failed: z.array(z.object({ refId: z.number(), error: z.string() })),
      publication,
    }),
    summary: 'Publishes the ids of a resource that pass its check into the version under way (or the next); answers them, the failing ones and the publication',
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * Texts a lesson shows that no translatableTexts contribution declares (exercises, reading exercises,
 * dialog titles, glossaries, panel intros): the owner makes them publish resources here without
 * their being counted or checked elsewhere. Fields of one ref make one resource.
 */
export interface PublishedTexts {
  ref: number;
  /** The translations' field, or the field name in the publication for a column ('title'). */
  field: string;
  /** The resource's name: 'Dialog titles'. */
  name: string;
  /**
   * Where the texts are: translations in every target or every source dialect of the course, or a
   * column of the record ('column': one text in the language taught, published in every target dialect).
   */
  dialects: 'target' | 'source' | 'column';
  /** An empty text is no failure: the record is published without it (a segment's or a reading text's title). */
  optional?: boolean;
  /** A query (`select id …`, with the `text` for a column) of the course's records. */
  records(courseId: number): SQL;
  /**
   * Records that are parts of another ref's records but published under this ref (reading exercises
   * under ref 28, the readings'): `select id, parent_id`; their lesson is their parent's. Without
   * it a record's lesson is the Lesson Outline's recordLessons of the resource's ref.
   */
  partOf?: { ref: number; parents(courseId: number): SQL };
}

export const publishedTexts = contributionPoint<PublishedTexts>('published-texts');

import { z } from 'zod';
import { contract, dialectRef, MODULE, partContracts, reference, resourceContract, translationTextValue } from '../../sdk/shared';

/** The dialogs plugin's public face: its module keys and the route contracts other plugins call. */
export const DIALOGS = MODULE.dialog;
export const DIALOG_SEGMENTS = 2501;

/** Learners' ratings of a dialog in a target dialect, for its current feedback version. */
const dialogFeedback = dialectRef.extend({ n: z.number(), median: z.number(), version: z.number() });
export type DialogFeedback = z.output<typeof dialogFeedback>;

/** A dialog as its editor shows it. */
const dialog = z.object({
  id: z.number(),
  courseId: z.number(),
  title: z.string(),
  headingId: z.number().nullable(),
  positions: z.string(),
  flag: z.number(),
  feedbackVersion: z.number(),
  versionUpdated: z.string().nullable(),
  feedbackTracking: z.boolean(),
  /** The last check's error ('' when none). */
  error: z.string(),
  version: z.number(),
  feedback: z.array(dialogFeedback),
});
export type Dialog = z.output<typeof dialog>;

/** A dialog's grid row. */
const dialogRow = z.object({ id: z.number(), flag: z.number(), title: z.string(), positions: z.string(), error: z.string(), segmentCount: z.number() });
export type DialogRow = z.output<typeof dialogRow>;

export const dialogResource = resourceContract(
  { list: 'courses/:courseId/dialogs', create: 'courses/:courseId/dialogs', item: 'dialogs' },
  { record: dialog, row: dialogRow, listQuery: z.object({ withError: z.enum(['1']).optional() }) },
);

/** A row of the segment list: speaker, title and the text in the course's default target dialect. */
const segmentRow = z.object({
  id: z.number(),
  position: z.number(),
  speakerId: z.number(),
  speaker: z.string(),
  title: z.string(),
  error: z.string(),
  aiReview: z.number(),
  text: z.string(),
});
export type SegmentRow = z.infer<typeof segmentRow>;

/** The segments of a dialog, in position order (what Add Script answers). */
const segmentList = z.object({ dialogId: z.number(), segments: z.array(segmentRow) });
export type SegmentList = z.output<typeof segmentList>;

/**
 * A dialog's segments (spec 3 §7 Dialogs): GET dialogs/{id}/segments (by position); POST
 * dialogs/{id}/segments/new (an empty DESCRIPTION segment); PUT dialogs/segments/{id}/move; DELETE
 * dialogs/segments/{id} (its texts and audio references too). Each write answers { id, segments }.
 */
export const segmentParts = partContracts({ list: 'dialogs/:id/segments', item: 'dialogs/segments' }, { row: segmentRow });

/** A segment with its HTML per target dialect and its source texts. */
const segment = z.object({
  id: z.number(),
  dialogId: z.number(),
  courseId: z.number(),
  position: z.number(),
  /** 0: the built-in DESCRIPTION speaker. */
  speakerId: z.number(),
  title: z.string(),
  exerciseType: z.number(),
  error: z.string(),
  aiReview: z.number(),
  version: z.number(),
  targets: z.array(translationTextValue),
  sources: z.array(translationTextValue),
});
export type Segment = z.infer<typeof segment>;

/** A speaker of a dialog; id 0 is the built-in DESCRIPTION. */
const speaker = z.object({ id: z.number(), name: z.string(), gender: z.enum(['m', 'f']), version: z.number() });
export type Speaker = z.infer<typeof speaker>;
/** A stored speaker, with its dialog. */
const dialogSpeaker = speaker.extend({ dialogId: z.number() });
export type DialogSpeaker = z.infer<typeof dialogSpeaker>;
/** What a speaker's write answers: the dialog's speakers and its segments, which name them. */
const speakersAndSegments = z.object({ speakers: z.array(speaker), segments: z.array(segmentRow) });
export type SpeakersWrite = z.infer<typeof speakersAndSegments>;

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const courseParams = z.object({ courseId: id });
const dialogParams = z.object({ dialogId: id });
const textParams = idParams.extend({ dialectId: id });
const version = z.number().int().min(0).optional();

const speakerBody = z.object({ name: z.string().trim().min(1, 'Required').max(100), gender: z.enum(['m', 'f']).default('m'), version });
const segmentBody = z.object({
  speakerId: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  title: z.string().trim().max(500).default(''),
  exerciseType: z.number().int().min(0).max(1000).default(0),
  version,
});
const oneText = z.object({ text: z.string().max(20_000) });
const texts = z.array(z.object({ dialectId: z.number().int().positive(), text: z.string().max(20_000) })).max(100);
/** A segment's save: speaker, title, exercise type and the texts that changed, in one request. */
const saveSegmentBody = segmentBody.extend({ targets: texts.default([]), sources: texts.default([]) });

const dialogRows = z.array(dialogRow);

/** The dialogs plugin's other calls (besides its resource and segmentParts): the check, Add Script, a segment, speakers (spec 3 §2-§5). */
export const dialogsApi = {
  check: contract({
    method: 'GET',
    path: 'courses/:courseId/dialogs/check',
    params: courseParams,
    answer: dialogRows,
    summary: "Checks the course's dialogs and answers the grid rows of those with errors",
  }),
  withError: contract({
    method: 'GET',
    path: 'courses/:courseId/dialogs/with-error',
    params: courseParams,
    answer: dialogRows,
    summary: 'Grid rows of the dialogs whose last check found an error',
  }),
  addScript: contract({
    method: 'POST',
    path: 'dialogs/:id/add-script',
    params: idParams,
    body: z.object({ script: z.string().max(50_000) }),
    answer: segmentList,
    summary: "Adds one segment per line 'Speaker: text' (speakers made as needed); data: { dialogId, segments }",
  }),
  copy: contract({
    method: 'POST',
    path: 'dialogs-copy',
    body: z.object({ dialog: z.union([reference(DIALOGS), z.object({ id: reference(DIALOGS) })]), toCourseId: reference(MODULE.courses) }),
    answer: z.object({ id: z.number() }),
    summary: 'Copies a dialog (its speakers and segments) to another course; data.id is the copy (Dialogs needed on both courses)',
  }),
  // Segments
  segment: contract({
    method: 'GET',
    path: 'dialogs/segments/:id',
    params: idParams,
    answer: segment,
    summary: 'A segment with its targets and sources',
  }),
  segmentTargets: contract({
    method: 'GET',
    path: 'dialogs/segments/:id/targets',
    params: idParams,
    answer: z.array(translationTextValue),
    summary: "The segment's HTML per target dialect",
  }),
  saveSegment: contract({
    method: 'PUT',
    path: 'dialogs/segments/:id',
    params: idParams,
    body: saveSegmentBody,
    answer: segment.extend({ segments: z.array(segmentRow) }),
    summary:
      "Saves speaker, title, exercise type and the texts sent (targets' HTML sanitised); optional version: 409 when stale; data: the segment and the dialog's segment list",
  }),
  setTargetText: contract({
    method: 'PUT',
    path: 'dialogs/segments/:id/target-dialect/:dialectId',
    params: textParams,
    body: oneText,
    answer: segment,
    summary: "Sets the segment's HTML in one target dialect (sanitised); data: the segment",
  }),
  setSourceText: contract({
    method: 'PUT',
    path: 'dialogs/segments/:id/source-dialect/:dialectId',
    params: textParams,
    body: oneText,
    answer: segment,
    summary: "Sets the segment's text in one source dialect; data: the segment",
  }),
  // Speakers
  speakers: contract({
    method: 'GET',
    path: 'dialogs/:dialogId/speakers',
    params: dialogParams,
    answer: z.array(speaker),
    summary: "The dialog's speakers, the built-in DESCRIPTION (id 0) first",
  }),
  dialogSpeaker: contract({
    method: 'GET',
    path: 'dialogs/:dialogId/speakers/:id',
    params: dialogParams.extend({ id }),
    answer: dialogSpeaker,
    summary: 'One speaker of the dialog',
  }),
  blankSpeaker: contract({
    method: 'GET',
    path: 'dialog-speakers/new',
    answer: speaker,
    summary: 'A blank speaker',
  }),
  addSpeaker: contract({
    method: 'POST',
    path: 'dialogs/:dialogId/speakers',
    params: dialogParams,
    body: speakerBody,
    answer: dialogSpeaker.merge(speakersAndSegments),
    summary: "Adds a speaker (name unique in the dialog); data: the speaker with its id, the dialog's speakers and segments",
  }),
  speaker: contract({
    method: 'GET',
    path: 'dialog-speakers/:id',
    params: idParams,
    answer: dialogSpeaker,
    summary: 'One speaker',
  }),
  saveSpeaker: contract({
    method: 'PUT',
    path: 'dialog-speakers/:id',
    params: idParams,
    body: speakerBody,
    answer: dialogSpeaker.merge(speakersAndSegments),
    summary: "Renames a speaker or changes the gender; optional version: 409 when stale; data: the speaker, the dialog's speakers and segments (which name it)",
  }),
  deleteSpeaker: contract({
    method: 'DELETE',
    path: 'dialog-speakers/:id',
    params: idParams,
    answer: speakersAndSegments.extend({ id: z.number() }),
    summary: "Deletes a speaker; 409 while it speaks in a segment; data: its id, the dialog's speakers and segments",
  }),
};

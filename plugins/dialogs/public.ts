import { z } from 'zod';
import { contract, MODULE, partContracts, reference, resourceContract, type DialectRef, type TranslationTextValue } from '../../sdk/shared';

/** The dialogs plugin's public face: its module keys and the route contracts other plugins call. */
export const DIALOGS = MODULE.dialog;
export const DIALOG_SEGMENTS = 2501;

/** Learners' ratings of a dialog in a target dialect, for its current feedback version. */
export interface DialogFeedback extends DialectRef {
  n: number;
  median: number;
  version: number;
}

/** A dialog as its editor shows it. */
export type Dialog = {
  id: number;
  courseId: number;
  title: string;
  headingId: number | null;
  positions: string;
  flag: number;
  feedbackVersion: number;
  versionUpdated: string | null;
  feedbackTracking: boolean;
  /** The last check's error ('' when none). */
  error: string;
  version: number;
  feedback: DialogFeedback[];
};

/** A dialog's grid row. */
export interface DialogRow {
  id: number;
  flag: number;
  title: string;
  positions: string;
  error: string;
  segmentCount: number;
}

export const dialogResource = resourceContract(
  { list: 'courses/:courseId/dialogs', create: 'courses/:courseId/dialogs', item: 'dialogs' },
  { record: z.custom<Dialog>(), row: z.custom<DialogRow>() },
);

/** A row of the segment list: speaker, title and the text in the course's default target dialect. */
export interface SegmentRow {
  id: number;
  position: number;
  speakerId: number;
  speaker: string;
  title: string;
  error: string;
  aiReview: number;
  text: string;
}

/** The segments of a dialog, in position order (what Add Script answers). */
export interface SegmentList {
  dialogId: number;
  segments: SegmentRow[];
}

/**
 * A dialog's segments (spec 3 §7 Dialogs): GET dialogs/{id}/segments (by position); POST
 * dialogs/{id}/segments/new (an empty DESCRIPTION segment); PUT dialogs/segments/{id}/move; DELETE
 * dialogs/segments/{id} (its texts and audio references too). Each write answers { id, segments }.
 */
export const segmentParts = partContracts({ list: 'dialogs/:id/segments', item: 'dialogs/segments' }, { row: z.custom<SegmentRow>() });

/** A segment with its HTML per target dialect and its source texts. */
export interface Segment {
  id: number;
  dialogId: number;
  courseId: number;
  position: number;
  /** 0: the built-in DESCRIPTION speaker. */
  speakerId: number;
  title: string;
  exerciseType: number;
  error: string;
  aiReview: number;
  version: number;
  targets: TranslationTextValue[];
  sources: TranslationTextValue[];
}

/** A speaker of a dialog; id 0 is the built-in DESCRIPTION. */
export interface Speaker {
  id: number;
  name: string;
  gender: 'm' | 'f';
  version: number;
}
/** A stored speaker, with its dialog. */
export interface DialogSpeaker extends Speaker {
  dialogId: number;
}

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

const dialogRows = z.custom<DialogRow[]>();
const segmentList = z.custom<SegmentList>();
const segment = z.custom<Segment>();

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
    answer: z.custom<TranslationTextValue[]>(),
    summary: "The segment's HTML per target dialect",
  }),
  saveSegment: contract({
    method: 'PUT',
    path: 'dialogs/segments/:id',
    params: idParams,
    body: segmentBody,
    answer: segment,
    summary: 'Saves speaker, title and exercise type (texts have their own routes); optional version: 409 when stale; data: the segment',
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
    answer: z.custom<Speaker[]>(),
    summary: "The dialog's speakers, the built-in DESCRIPTION (id 0) first",
  }),
  dialogSpeaker: contract({
    method: 'GET',
    path: 'dialogs/:dialogId/speakers/:id',
    params: dialogParams.extend({ id }),
    answer: z.custom<DialogSpeaker>(),
    summary: 'One speaker of the dialog',
  }),
  blankSpeaker: contract({
    method: 'GET',
    path: 'dialog-speakers/new',
    answer: z.custom<Speaker>(),
    summary: 'A blank speaker',
  }),
  addSpeaker: contract({
    method: 'POST',
    path: 'dialogs/:dialogId/speakers',
    params: dialogParams,
    body: speakerBody,
    answer: z.custom<DialogSpeaker>(),
    summary: 'Adds a speaker (name unique in the dialog); data: the speaker with its id',
  }),
  speaker: contract({
    method: 'GET',
    path: 'dialog-speakers/:id',
    params: idParams,
    answer: z.custom<DialogSpeaker>(),
    summary: 'One speaker',
  }),
  saveSpeaker: contract({
    method: 'PUT',
    path: 'dialog-speakers/:id',
    params: idParams,
    body: speakerBody,
    answer: z.custom<DialogSpeaker>(),
    summary: 'Renames a speaker or changes the gender; optional version: 409 when stale',
  }),
  deleteSpeaker: contract({
    method: 'DELETE',
    path: 'dialog-speakers/:id',
    params: idParams,
    summary: 'Deletes a speaker; 409 while it speaks in a segment',
  }),
};

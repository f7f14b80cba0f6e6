import { z } from 'zod';
import {
  defineAudioRef, defineResource, defineServerPlugin, deleteAudioOf, deleteTranslations, courseTextDialects, readTexts, route,
} from '../../../sdk/server';
import { DIALOG_SEGMENTS, DIALOGS } from '../plugin';
import { dialogAccess, segmentAccess, segmentSample, speakerAccess } from './access';
import { checkDialogs } from './check';
import { copyDialog } from './copy';
import { blankDialog, getDialog, insertDialog, listDialogs, writeDialog } from './dialog-store';
import {
  addScript, appendSegment, courseOfSegment, deleteSegment, getSegment, listSegments, moveSegment, segmentIdsOf, segmentKey, updateSegment, writeSegmentText,
} from './segment-store';
import { checkSpeaker, createSpeaker, deleteSpeaker, getSpeaker, listSpeakers, updateSpeaker } from './speaker-store';
import { dialogs } from './tables';
import { dialogContributions, segmentRecords } from './contributions';
import { dialogResource } from '../public';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const courseParams = z.object({ courseId: id });
const dialogParams = z.object({ dialogId: id });
const version = z.number().int().min(0).optional();

const dialogBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  headingId: z.number().int().positive().nullable().default(null),
  positions: z.string().trim().max(200).default(''),
  feedbackVersion: z.number().int().min(1).max(1_000_000).default(1),
  feedbackTracking: z.boolean().default(false),
  flag: z.number().int().min(1).max(5).default(1),
});
const speakerBody = z.object({ name: z.string().trim().min(1, 'Required').max(100), gender: z.enum(['m', 'f']).default('m'), version });
const segmentBody = z.object({
  speakerId: z.number().int().min(0).max(2 ** 31 - 1), title: z.string().trim().max(500).default(''),
  exerciseType: z.number().int().min(0).max(1000).default(0), version,
});
const oneText = z.object({ text: z.string().max(20_000) });

const segmentsAnswer = async (db: Parameters<typeof listSegments>[0], dialogId: number) => ({ dialogId, segments: await listSegments(db, dialogId) });

export default defineServerPlugin({
  contributes: dialogContributions,
  recordRefs: [segmentRecords],
  resources: [
    defineResource({
      module: DIALOGS, label: 'Dialog', table: dialogs, body: dialogBody, flag: true,
      // GET courses/{course}/dialogs (?text) and /{id}; GET dialogs/new?course=; POST courses/{course}/dialogs;
      // GET|PUT|DELETE dialogs/{id}; PUT dialogs/{id}/flag
      paths: dialogResource.paths,
      listQuery: z.object({ withError: z.enum(['1']).optional() }),
      list: (db, courseId, f) => listDialogs(db, courseId, { ...f, withError: f.withError === '1' }),
      get: getDialog,
      blank: blankDialog,
      insert: insertDialog,
      write: writeDialog,
      beforeDelete: async (tx, dialogId) => {
        const ids = await segmentIdsOf(tx, dialogId);
        await deleteTranslations(tx, DIALOG_SEGMENTS, ids);
        await deleteAudioOf(tx, DIALOG_SEGMENTS, ids);
      },
    }),
  ],
  audioRefs: [defineAudioRef({
    ref: DIALOG_SEGMENTS, module: DIALOGS, label: 'Dialog segment', courseOf: courseOfSegment,
    sample: async (db, courseId) => (await segmentSample(db, courseId))?.id ?? null,
    dialects: async (db, courseId) => (await courseTextDialects(db, courseId)).targets.map((d) => d.dialectId),
  })],
  routes: [
    route({
      method: 'GET', url: 'courses/:courseId/dialogs/check', access: { module: DIALOGS }, params: courseParams,
      summary: "Checks the course's dialogs and answers the grid rows of those with errors",
      handler: async ({ db, params }) => {
        await checkDialogs(db, params.courseId);
        return listDialogs(db, params.courseId, { withError: true });
      },
    }),
    route({
      method: 'GET', url: 'courses/:courseId/dialogs/with-error', access: { module: DIALOGS }, params: courseParams,
      summary: 'Grid rows of the dialogs whose last check found an error',
      handler: async ({ db, params }) => listDialogs(db, params.courseId, { withError: true }),
    }),
    route({
      method: 'GET', url: 'dialogs/:id/segments', access: dialogAccess('id'), params: idParams,
      summary: 'The segments of the dialog in position order: { dialogId, segments }',
      handler: async ({ db, params }) => segmentsAnswer(db, params.id),
    }),
    route({
      method: 'POST', url: 'dialogs/:id/segments/new', access: dialogAccess('id'), params: idParams,
      summary: 'Adds an empty segment at the end (DESCRIPTION speaker); data: { id, dialogId, segments }',
      handler: async ({ db, params }) => ({ id: await appendSegment(db, params.id), ...(await segmentsAnswer(db, params.id)) }),
    }),
    route({
      method: 'POST', url: 'dialogs/:id/add-script', access: dialogAccess('id'), params: idParams,
      body: z.object({ script: z.string().max(50_000) }),
      summary: "Adds one segment per line 'Speaker: text' (speakers made as needed); data: { dialogId, segments }",
      handler: async ({ db, params, body, courseId }) => {
        await addScript(db, params.id, courseId, body.script);
        return segmentsAnswer(db, params.id);
      },
    }),
    route({
      method: 'POST', url: 'dialogs-copy', access: 'user',
      body: z.object({ dialog: z.union([id, z.object({ id })]), toCourseId: id }),
      summary: 'Copies a dialog (its speakers and segments) to another course; data.id is the copy (Dialogs needed on both courses)',
      handler: async ({ db, body, user }) => ({ id: await copyDialog(db, user, typeof body.dialog === 'number' ? body.dialog : body.dialog.id, body.toCourseId) }),
    }),
    // Segments
    route({
      method: 'GET', url: 'dialogs/segments/:id', access: segmentAccess, params: idParams, summary: 'A segment with its targets and sources',
      handler: async ({ db, params }) => getSegment(db, params.id),
    }),
    route({
      method: 'GET', url: 'dialogs/segments/:id/targets', access: segmentAccess, params: idParams, summary: "The segment's HTML per target dialect",
      handler: async ({ db, params, courseId }) => (await readTexts(db, segmentKey(params.id), courseId)).targets,
    }),
    route({
      method: 'PUT', url: 'dialogs/segments/:id', access: segmentAccess, params: idParams, body: segmentBody,
      summary: 'Saves speaker, title and exercise type (texts have their own routes); optional version: 409 when stale; data: the segment',
      handler: async ({ db, params, body }) => {
        const seg = await getSegment(db, params.id);
        await checkSpeaker(db, seg.dialogId, body.speakerId);
        await updateSegment(db, params.id, body);
        return getSegment(db, params.id);
      },
    }),
    route({
      method: 'PUT', url: 'dialogs/segments/:id/target-dialect/:dialectId', access: segmentAccess,
      params: idParams.extend({ dialectId: id }), body: oneText, summary: "Sets the segment's HTML in one target dialect (sanitised); data: the segment",
      handler: async ({ db, params, body, courseId }) => {
        await writeSegmentText(db, params.id, courseId, 'target', params.dialectId, body.text);
        return getSegment(db, params.id);
      },
    }),
    route({
      method: 'PUT', url: 'dialogs/segments/:id/source-dialect/:dialectId', access: segmentAccess,
      params: idParams.extend({ dialectId: id }), body: oneText, summary: "Sets the segment's text in one source dialect; data: the segment",
      handler: async ({ db, params, body, courseId }) => {
        await writeSegmentText(db, params.id, courseId, 'source', params.dialectId, body.text);
        return getSegment(db, params.id);
      },
    }),
    route({
      method: 'PUT', url: 'dialogs/segments/:id/move', access: segmentAccess, params: idParams,
      body: z.object({ destinationPos: z.number().int().min(1).max(100_000) }),
      summary: 'Moves the segment to a position (1 = first), shifting the others; data: { dialogId, segments }',
      handler: async ({ db, params, body }) => segmentsAnswer(db, await moveSegment(db, params.id, body.destinationPos)),
    }),
    route({
      method: 'DELETE', url: 'dialogs/segments/:id', access: segmentAccess, params: idParams,
      summary: 'Deletes the segment (its texts and audio references); data: { dialogId, segments }',
      handler: async ({ db, params }) => segmentsAnswer(db, await deleteSegment(db, params.id)),
    }),
    // Speakers
    route({
      method: 'GET', url: 'dialogs/:dialogId/speakers', access: dialogAccess('dialogId'), params: dialogParams,
      summary: "The dialog's speakers, the built-in DESCRIPTION (id 0) first",
      handler: async ({ db, params }) => listSpeakers(db, params.dialogId),
    }),
    route({
      method: 'GET', url: 'dialogs/:dialogId/speakers/:id', access: speakerAccess, params: dialogParams.extend({ id }),
      summary: 'One speaker of the dialog', handler: async ({ db, params }) => getSpeaker(db, params.id, params.dialogId),
    }),
    route({
      method: 'GET', url: 'dialog-speakers/new', access: 'user', summary: 'A blank speaker',
      handler: async () => ({ id: -1, name: '', gender: 'm', version: 0 }),
    }),
    route({
      method: 'POST', url: 'dialogs/:dialogId/speakers', access: dialogAccess('dialogId'), params: dialogParams, body: speakerBody,
      summary: 'Adds a speaker (name unique in the dialog); data: the speaker with its id',
      handler: async ({ db, params, body }) => createSpeaker(db, params.dialogId, body),
    }),
    route({
      method: 'GET', url: 'dialog-speakers/:id', access: speakerAccess, params: idParams, summary: 'One speaker',
      handler: async ({ db, params }) => getSpeaker(db, params.id),
    }),
    route({
      method: 'PUT', url: 'dialog-speakers/:id', access: speakerAccess, params: idParams, body: speakerBody,
      summary: 'Renames a speaker or changes the gender; optional version: 409 when stale', handler: async ({ db, params, body }) => updateSpeaker(db, params.id, body),
    }),
    route({
      method: 'DELETE', url: 'dialog-speakers/:id', access: speakerAccess, params: idParams,
      summary: 'Deletes a speaker; 409 while it speaks in a segment', handler: async ({ db, params }) => deleteSpeaker(db, params.id),
    }),
  ],
});

import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  contribute,
  defineAudioRef,
  defineResource,
  defineServerPlugin,
  deleteAudioOf,
  deleteTranslations,
  courseTextDialects,
  readTexts,
  route,
  type Db,
} from '../../../sdk/server';
import { DIALOG_SEGMENTS, DIALOGS } from '../plugin';
import { dialogAccess, segmentAccess, segmentSample, speakerAccess } from './access';
import { checkDialogs } from './check';
import { copyDialog } from './copy';
import { blankDialog, dialogVersions, forgetFeedback, getDialog, insertDialog, listDialogs, moveTrackingFlags, writeDialog } from './dialog-store';
import { ratedVersions } from '../../feedback/public';
import { addScript, dialogSegmentParts } from './segment-parts';
import { courseOfSegment, getSegment, listSegments, segmentIdsOf, segmentKey, updateSegment, writeSegmentText, writeSegmentTexts } from './segment-store';
import { checkSpeaker, createSpeaker, deleteSpeaker, getSpeaker, listSpeakers, updateSpeaker } from './speaker-store';
import { dialogs } from './tables';
import { dialogContributions, segmentRecords } from './contributions';
import { dialogResource, dialogsApi, type Speaker } from '../public';
import { MODULE, reference } from '../../../sdk/shared';

const dialogBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  headingId: reference(MODULE.heading).nullable().default(null),
  positions: z.string().trim().max(200).default(''),
  feedbackVersion: z.number().int().min(1).max(1_000_000).default(1),
  feedbackTracking: z.boolean().default(false),
  flag: z.number().int().min(1).max(5).default(1),
});

/** What a speaker's write answers: the dialog's speakers, and its segments, which name them. */
const speakersAndSegments = async (db: Db, dialogId: number) => ({ speakers: await listSpeakers(db, dialogId), segments: await listSegments(db, dialogId) });

export default defineServerPlugin({
  contributes: [...dialogContributions, contribute(ratedVersions, { ref: DIALOGS, versionsOf: dialogVersions })],
  recordRefs: [segmentRecords],
  // Before the feedback store, a dialog's tracking was its feedback_tracking column: 0001 keeps it for
  // this step, which moves the flags to the store, and 0002 drops it.
  dataMigrations: { '0001_feedback-store': moveTrackingFlags },
  // A dialog's heading is a use: Headings counts it and refuses to delete a heading in use.
  usages: [
    {
      of: MODULE.heading,
      kind: 'dialogs',
      module: DIALOGS,
      find: (db, headingId) =>
        db.select({ id: dialogs.id, courseId: dialogs.courseId }).from(dialogs).where(eq(dialogs.headingId, headingId)).orderBy(dialogs.id),
    },
  ],
  resources: [
    defineResource({
      module: DIALOGS,
      label: 'Dialog',
      table: dialogs,
      body: dialogBody,
      flag: true,
      // GET courses/{course}/dialogs (?text) and /{id}; GET dialogs/new?course=; POST courses/{course}/dialogs;
      // GET|PUT|DELETE dialogs/{id}; PUT dialogs/{id}/flag
      contract: dialogResource,
      list: (db, courseId, f) => listDialogs(db, courseId, { ...f, withError: f.withError === '1' }),
      get: getDialog,
      blank: blankDialog,
      insert: insertDialog,
      write: writeDialog,
      beforeDelete: async (tx, dialogId) => {
        const ids = await segmentIdsOf(tx, dialogId);
        await deleteTranslations(tx, DIALOG_SEGMENTS, ids);
        await deleteAudioOf(tx, DIALOG_SEGMENTS, ids);
        await forgetFeedback(tx, dialogId);
      },
    }),
  ],
  audioRefs: [
    defineAudioRef({
      ref: DIALOG_SEGMENTS,
      module: DIALOGS,
      label: 'Dialog segment',
      courseOf: courseOfSegment,
      sample: async (db, courseId) => (await segmentSample(db, courseId))?.id ?? null,
      dialects: async (db, courseId) => (await courseTextDialects(db, courseId)).targets.map((d) => d.dialectId),
    }),
  ],
  routes: [
    route(dialogsApi.check, {
      access: { module: DIALOGS },
      handler: async ({ db, params }) => {
        await checkDialogs(db, params.courseId);
        return listDialogs(db, params.courseId, { withError: true });
      },
    }),
    route(dialogsApi.withError, {
      access: { module: DIALOGS },
      handler: async ({ db, params }) => listDialogs(db, params.courseId, { withError: true }),
    }),
    ...dialogSegmentParts.routes,
    route(dialogsApi.addScript, {
      access: dialogAccess('id'),
      handler: async ({ db, params, body, courseId }) => {
        await addScript(db, params.id, courseId, body.script);
        return { dialogId: params.id, segments: await listSegments(db, params.id) };
      },
    }),
    route(dialogsApi.copy, {
      access: 'user',
      handler: async ({ db, body, user }) => ({
        id: await copyDialog(db, user, typeof body.dialog === 'number' ? body.dialog : body.dialog.id, body.toCourseId),
      }),
    }),
    // Segments
    route(dialogsApi.segment, {
      access: segmentAccess,
      handler: async ({ db, params }) => getSegment(db, params.id),
    }),
    route(dialogsApi.segmentTargets, {
      access: segmentAccess,
      handler: async ({ db, params, courseId }) => (await readTexts(db, segmentKey(params.id), courseId)).targets,
    }),
    route(dialogsApi.saveSegment, {
      access: segmentAccess,
      // One save: the segment and the texts that changed; the answer carries the list, which shows its speaker and text.
      handler: async ({ db, params, body: { targets, sources, ...fields }, courseId }) => {
        const seg = await getSegment(db, params.id);
        await checkSpeaker(db, seg.dialogId, fields.speakerId);
        await db.transaction(async (tx) => {
          await updateSegment(tx, params.id, fields);
          await writeSegmentTexts(tx, params.id, courseId, { targets, sources });
        });
        return { ...(await getSegment(db, params.id)), segments: await listSegments(db, seg.dialogId) };
      },
    }),
    route(dialogsApi.setTargetText, {
      access: segmentAccess,
      handler: async ({ db, params, body, courseId }) => {
        await writeSegmentText(db, params.id, courseId, 'target', params.dialectId, body.text);
        return getSegment(db, params.id);
      },
    }),
    route(dialogsApi.setSourceText, {
      access: segmentAccess,
      handler: async ({ db, params, body, courseId }) => {
        await writeSegmentText(db, params.id, courseId, 'source', params.dialectId, body.text);
        return getSegment(db, params.id);
      },
    }),
    // Speakers
    route(dialogsApi.speakers, {
      access: dialogAccess('dialogId'),
      handler: async ({ db, params }) => listSpeakers(db, params.dialogId),
    }),
    route(dialogsApi.dialogSpeaker, {
      access: speakerAccess,
      handler: async ({ db, params }) => getSpeaker(db, params.id, params.dialogId),
    }),
    route(dialogsApi.blankSpeaker, {
      access: 'user',
      handler: async (): Promise<Speaker> => ({ id: -1, name: '', gender: 'm', version: 0 }),
    }),
    route(dialogsApi.addSpeaker, {
      access: dialogAccess('dialogId'),
      handler: async ({ db, params, body }) => ({ ...(await createSpeaker(db, params.dialogId, body)), ...(await speakersAndSegments(db, params.dialogId)) }),
    }),
    route(dialogsApi.speaker, {
      access: speakerAccess,
      handler: async ({ db, params }) => getSpeaker(db, params.id),
    }),
    route(dialogsApi.saveSpeaker, {
      access: speakerAccess,
      handler: async ({ db, params, body }) => {
        const saved = await updateSpeaker(db, params.id, body);
        return { ...saved, ...(await speakersAndSegments(db, saved.dialogId)) };
      },
    }),
    route(dialogsApi.deleteSpeaker, {
      access: speakerAccess,
      handler: async ({ db, params }) => {
        const { dialogId } = await getSpeaker(db, params.id);
        await deleteSpeaker(db, params.id);
        return { id: params.id, ...(await speakersAndSegments(db, dialogId)) };
      },
    }),
  ],
});

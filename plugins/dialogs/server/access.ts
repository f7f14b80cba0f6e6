import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../sdk/server';
import { DIALOGS } from '../plugin';
import { courseOfDialog } from './dialog-store';
import { courseOfSegment } from './segment-store';
import { courseOfSpeaker } from './speaker-store';
import { dialogSegments, dialogSpeakers, dialogs } from './tables';

type In = { params: Record<string, string>; db: Db };

const firstDialog = async (db: Db, courseId: number) =>
  (await db.select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.courseId, courseId)).orderBy(asc(dialogs.id)).limit(1))[0]?.id;

/** A route reaching a dialog by the path parameter `param`: the Dialogs grant on its course. */
export const dialogAccess = (param: 'id' | 'dialogId') => ({
  module: DIALOGS,
  courseOf: ({ params, db }: In) => courseOfDialog(db, Number(params[param])),
  sample: async (db: Db, courseId: number) => {
    const id = await firstDialog(db, courseId);
    return id ? { [param]: id } : null;
  },
});

/** A route reaching a dialog's segment by id. */
export const segmentAccess = {
  module: DIALOGS,
  courseOf: ({ params, db }: In) => courseOfSegment(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [row] = await db
      .select({ id: dialogSegments.id })
      .from(dialogSegments)
      .innerJoin(dialogs, eq(dialogs.id, dialogSegments.dialogId))
      .where(eq(dialogs.courseId, courseId))
      .orderBy(asc(dialogSegments.id))
      .limit(1);
    return row ? { id: row.id } : null;
  },
};

/** A route reaching a speaker by id (and, for dialogs/{dialogId}/speakers/{id}, its dialog). */
export const speakerAccess = {
  module: DIALOGS,
  courseOf: ({ params, db }: In) => courseOfSpeaker(db, Number(params.id)),
  sample: async (db: Db, courseId: number) => {
    const [row] = await db
      .select({ id: dialogSpeakers.id, dialogId: dialogSpeakers.dialogId })
      .from(dialogSpeakers)
      .innerJoin(dialogs, eq(dialogs.id, dialogSpeakers.dialogId))
      .where(eq(dialogs.courseId, courseId))
      .orderBy(asc(dialogSpeakers.id))
      .limit(1);
    return row ? { id: row.id, dialogId: row.dialogId } : null;
  },
};

export const segmentSample = segmentAccess.sample;

import { and, asc, eq } from 'drizzle-orm';
import { HttpError, notFound, route } from '../../../sdk/server';
import { platformApi } from '../../../sdk/shared';
import type { Db } from '../db/open';
import { notes, users } from '../db/schema';

const recordOf = (p: { ref?: string; refId?: string }) => ({ ref: Number(p.ref), refId: Number(p.refId) });

/** A note reached by its id is authorized through the record it is on. */
async function noteRecord(params: { id?: string }, db: Db) {
  const id = Number(params.id);
  const [n] = Number.isInteger(id) ? await db.select({ ref: notes.ref, refId: notes.refId }).from(notes).where(eq(notes.id, id)) : [];
  if (!n) throw notFound('Note');
  return n;
}

function listNotes(db: Db, ref: number, refId: number) {
  return db
    .select({ id: notes.id, user: users.name, time: notes.createdAt, note: notes.note, status: notes.status })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .where(and(eq(notes.ref, ref), eq(notes.refId, refId)))
    .orderBy(asc(notes.createdAt), asc(notes.id));
}

/** Notes on any record (spec 2 §7 Notes); who may see the record may see and write its notes. */
export function noteRoutes() {
  return [
    route(platformApi.notes, {
      access: { record: recordOf },
      handler: ({ db, params }) => listNotes(db, params.ref, params.refId),
    }),
    route(platformApi.addNote, {
      access: { record: recordOf },
      handler: async ({ db, params, body, user }) => {
        const [n] = await db.insert(notes).values({ ref: params.ref, refId: params.refId, userId: user.id, note: body.note }).returning({ id: notes.id });
        return { id: n.id, notes: await listNotes(db, params.ref, params.refId) };
      },
    }),
    route(platformApi.closeNote, {
      access: { record: noteRecord },
      handler: async ({ db, params }) => {
        const [n] = await db
          .update(notes)
          .set({ status: 'CLOSED' })
          .where(and(eq(notes.id, params.id), eq(notes.status, 'OPENED')))
          .returning({ id: notes.id, ref: notes.ref, refId: notes.refId });
        if (!n) throw new HttpError(409, 'Only an opened note can be closed');
        return { id: n.id, notes: await listNotes(db, n.ref, n.refId) };
      },
    }),
    route(platformApi.deleteNote, {
      access: { record: noteRecord },
      handler: async ({ db, params }) => {
        const [n] = await db
          .delete(notes)
          .where(and(eq(notes.id, params.id), eq(notes.status, 'CLOSED')))
          .returning({ id: notes.id, ref: notes.ref, refId: notes.refId });
        if (!n) throw new HttpError(409, 'Close the note before deleting it');
        return { id: n.id, notes: await listNotes(db, n.ref, n.refId) };
      },
    }),
  ];
}

import { writeTranslation, type Db } from '../../sdk/server';
import { MEMORY } from '../../plugins/memory/public';
import { loggedInServer, type LoggedInServer } from './server';

/** A logged-in server (see loggedInServer) and the session of a user granted the Memory module (global): how the memory's route tests start. */
export async function memoryServer(login: string): Promise<{ t: LoggedInServer; user: string }> {
  const t = await loggedInServer();
  try {
    return { t, user: await t.signIn(login, [[0, MEMORY]]) };
  } catch (e) {
    await t.close();
    throw e;
  }
}

/** A text of one dialect of a record (status done unless given). */
export interface DialectText {
  dialectId: number;
  text: string;
  status?: number;
}

/**
 * Writes records' texts as the system, as the memory finds them: record `refId + i` of `ref` in
 * the course for the i-th entry of texts, each entry the texts of its dialects.
 */
export async function writeTexts(db: Db, at: { courseId: number; ref: number; refId: number; field: string }, texts: DialectText[][]): Promise<void> {
  for (const [i, dialects] of texts.entries()) {
    await writeTranslation(db, { courseId: at.courseId, ref: at.ref, refId: at.refId + i, field: at.field }, dialects, { system: true });
  }
}

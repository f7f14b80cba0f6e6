import { eq } from 'drizzle-orm';
import { dialects, HttpError, runInWorker, type Db } from '../../../sdk/server';
import type { SpellingAnswer } from '../public';
import type spellCheck from './spelling.worker';
import { conceptWords } from './terms';

const SPELL_CHECK = new URL('./spelling.worker.ts', import.meta.url);

/**
 * POST courses/{course}/translations/spelling: the misspelled words of texts in a dialect, checked
 * by Hunspell in a worker thread (spelling.worker.ts); the words of the course's vocabulary in the
 * dialect are right. A dialect without a dictionary (Chinese) is not checked.
 */
export async function spelling(db: Db, courseId: number, body: { dialect: string; texts: string[] }): Promise<SpellingAnswer> {
  const [d] = await db.select({ id: dialects.id, code: dialects.code }).from(dialects).where(eq(dialects.code, body.dialect));
  if (!d) throw new HttpError(400, `Unknown dialect: ${body.dialect}`, { dialect: 'Unknown dialect' });
  const found = await runInWorker<typeof spellCheck>(SPELL_CHECK, { dialect: d.code, texts: body.texts, accepted: await conceptWords(db, courseId, d.id) });
  return found ? { checked: true, texts: found } : { checked: false, texts: body.texts.map(() => []) };
}

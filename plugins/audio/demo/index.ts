import { asc, eq } from 'drizzle-orm';
import { courseDialectList, type Db, type SeedContext } from '../../../sdk/server';
import { MODULE } from '../../../sdk/shared';
import { newUserKey } from '../server/artists';
import { pendingItems, setSources } from '../server/dashboard';
import { deliverClips, getSet, insertSet, reviewItem, setItems, type ReadBy } from '../server/sets';
import { audioArtists } from '../server/tables';

/** Two or three voice artists per course, named as people of the course's language are. */
const ARTISTS: Record<string, { name: string; gender: 'm' | 'f' }[]> = {
  es: [
    { name: 'Lucía Fernández', gender: 'f' },
    { name: 'Javier Morales', gender: 'm' },
    { name: 'Carmen Ruiz', gender: 'f' },
  ],
  en: [
    { name: 'Emily Clarke', gender: 'f' },
    { name: 'James Turner', gender: 'm' },
  ],
  fr: [
    { name: 'Camille Dubois', gender: 'f' },
    { name: 'Julien Moreau', gender: 'm' },
  ],
  de: [
    { name: 'Anna Schmidt', gender: 'f' },
    { name: 'Lukas Becker', gender: 'm' },
  ],
  it: [
    { name: 'Giulia Romano', gender: 'f' },
    { name: 'Marco Ricci', gender: 'm' },
  ],
  ru: [
    { name: 'Анна Иванова', gender: 'f' },
    { name: 'Дмитрий Смирнов', gender: 'm' },
  ],
  zh: [
    { name: '王芳', gender: 'f' },
    { name: '李伟', gender: 'm' },
  ],
};

/**
 * Sets of the course's own pending texts in its first target dialect, one per state: DONE (read and
 * reviewed good), PENDING REVIEW (read by TTS), DOING. Synthesis costs every new database (test
 * servers too), so only `withTts` courses get the TTS-read sets, of one item each; without a speech
 * provider (a bare seed) only the DOING set is made.
 */
async function seedSets(db: Db, courseId: number, withTts: boolean, speech: SeedContext['speech'], files: SeedContext['files']) {
  const [target] = await courseDialectList(db, courseId, 'target');
  const artists = await db.select().from(audioArtists).where(eq(audioArtists.courseId, courseId)).orderBy(asc(audioArtists.id));
  // The demo's sets are of its sentences (other texts with audio come and go with their plugins).
  const src = setSources().find((s) => s.ref === MODULE.sentences) ?? setSources()[0];
  if (!target || !artists.length || !src) return;
  const voices = speech ? await speech.voices(target.dialectCode).catch(() => []) : [];
  const plan = withTts && speech && files ? ['DONE', 'PENDING REVIEW', 'DOING'] : ['DOING'];
  for (const [n, state] of plan.entries()) {
    const pending = await pendingItems(db, courseId, target.dialectId, src.ref);
    const items = pending.filter((p) => p.words <= 12).slice(0, state === 'DOING' ? 3 : 1);
    if (!items.length) return;
    const a = artists[n % artists.length];
    const id = await insertSet(db, {
      courseId,
      dialectId: target.dialectId,
      ref: src.ref,
      name: `${src.name} ${target.dialectCode} – ${a.name}${state === 'DOING' ? '' : ` (${n + 1})`}`,
      artistId: a.id,
      readBy: a.gender as ReadBy,
      startLesson: 1,
      endLesson: 1000,
      items: items.map((i) => ({ refId: i.refId, text: i.text, gender: a.gender })),
    });
    if (state === 'DOING') continue;
    const voice = voices.find((v) => v.gender === a.gender) ?? voices[0];
    if (!voice) continue;
    const list = await setItems(db, id);
    const clips = [];
    for (const i of list) clips.push({ itemId: i.id, wav: await speech!.synthesize({ text: i.text, voice: voice.id }) });
    await deliverClips(db, files!, await getSet(db, id), clips, null);
    if (state === 'DONE') for (const i of list) await reviewItem(db, i.id, true, '');
  }
}

export default async function seedAudio({ db, courses }: SeedContext): Promise<void> {
  for (const c of courses) {
    const rows = (ARTISTS[c.languageCode] ?? []).map((a) => ({ courseId: c.id, ...a, userKey: newUserKey() }));
    if (rows.length) await db.insert(audioArtists).values(rows);
  }
}

/** The sets, of the sentences seeded by their plugin (once every demo is in). */
export async function afterDemos({ db, courses, speech, files }: SeedContext): Promise<void> {
  for (const [n, c] of courses.entries()) await seedSets(db, c.id, n < 2, speech, files);
}

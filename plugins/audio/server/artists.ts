import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { containsPattern, type Db, type ListFilter } from '../../../sdk/server';
import { audioArtists } from './tables';

export interface ArtistBody {
  name: string;
  gender: 'm' | 'f';
}

/** A key the artist is known by outside the back office: 'AR-' and 8 hex digits. */
export const newUserKey = () => `AR-${randomBytes(4).toString('hex').toUpperCase()}`;

export async function listArtists(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  return db
    .select({ id: audioArtists.id, name: audioArtists.name, gender: audioArtists.gender, userKey: audioArtists.userKey })
    .from(audioArtists)
    .where(
      and(
        eq(audioArtists.courseId, courseId),
        id === undefined ? undefined : eq(audioArtists.id, id),
        text ? ilike(audioArtists.name, containsPattern(text)) : undefined,
      ),
    )
    .orderBy(asc(audioArtists.name), asc(audioArtists.id));
}

export async function getArtist(db: Db, id: number) {
  const [a] = await db.select().from(audioArtists).where(eq(audioArtists.id, id));
  return a ?? null;
}

export const blankArtist = (courseId: number) => ({ id: -1, version: 0, courseId, name: '', gender: 'f', userKey: '' });

export async function insertArtist(tx: Db, courseId: number, b: ArtistBody): Promise<number> {
  const [a] = await tx.insert(audioArtists).values({ courseId, name: b.name, gender: b.gender, userKey: newUserKey() }).returning({ id: audioArtists.id });
  return a.id;
}

/** The key stays as made: only name and gender change. */
export async function writeArtist(tx: Db, id: number, b: ArtistBody): Promise<void> {
  await tx.update(audioArtists).set({ name: b.name, gender: b.gender }).where(eq(audioArtists.id, id));
}

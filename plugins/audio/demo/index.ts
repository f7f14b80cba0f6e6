import type { SeedContext } from '../../../sdk/server';
import { newUserKey } from '../server/artists';
import { audioArtists } from '../server/tables';

/** Two or three voice artists per course, named as people of the course's language are. */
const ARTISTS: Record<string, { name: string; gender: 'm' | 'f' }[]> = {
  es: [{ name: 'Lucía Fernández', gender: 'f' }, { name: 'Javier Morales', gender: 'm' }, { name: 'Carmen Ruiz', gender: 'f' }],
  en: [{ name: 'Emily Clarke', gender: 'f' }, { name: 'James Turner', gender: 'm' }],
  fr: [{ name: 'Camille Dubois', gender: 'f' }, { name: 'Julien Moreau', gender: 'm' }],
  de: [{ name: 'Anna Schmidt', gender: 'f' }, { name: 'Lukas Becker', gender: 'm' }],
  it: [{ name: 'Giulia Romano', gender: 'f' }, { name: 'Marco Ricci', gender: 'm' }],
  ru: [{ name: 'Анна Иванова', gender: 'f' }, { name: 'Дмитрий Смирнов', gender: 'm' }],
  zh: [{ name: '王芳', gender: 'f' }, { name: '李伟', gender: 'm' }],
};

export default async function seedAudio({ db, courses }: SeedContext): Promise<void> {
  for (const c of courses) {
    const rows = (ARTISTS[c.languageCode] ?? []).map((a) => ({ courseId: c.id, ...a, userKey: newUserKey() }));
    if (rows.length) await db.insert(audioArtists).values(rows);
  }
}

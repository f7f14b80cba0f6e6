import { asc, eq } from 'drizzle-orm';
import { allDialects, type SeedContext } from '../../../sdk/server';
import { audioKey } from '../server/generate';
import { ttsLab } from '../server/tables';
import { voiceFor } from '../server/tts-store';

/** One short script per demo course language, in the course's words; the first two get their audio. */
const SCRIPTS: Record<string, { name: string; dialect: string; script: string }> = {
  es: { name: 'Saludos', dialect: 'es-ES', script: 'Hola, ¿qué tal? Me llamo Ana.' },
  fr: { name: 'Au café', dialect: 'fr-FR', script: 'Bonjour, un café, s’il vous plaît.' },
  en: { name: 'Greetings', dialect: 'en-GB', script: 'Good morning! How are you today?' },
  de: { name: 'Begrüßung', dialect: 'de-DE', script: 'Guten Tag, wie geht es Ihnen?' },
  it: { name: 'Al ristorante', dialect: 'it-IT', script: 'Vorrei un tavolo per due, per favore.' },
  ru: { name: 'Знакомство', dialect: 'ru-RU', script: 'Здравствуйте, меня зовут Иван.' },
  zh: { name: '问候', dialect: 'zh-CN', script: '你好，我叫小明。' },
};
const WITH_AUDIO = 2;

export default async function seedTtsLab({ db, courses }: SeedContext): Promise<void> {
  const dialects = await allDialects(db);
  const languages = [...new Set(courses.map((c) => c.languageCode))];
  for (const [i, code] of languages.entries()) {
    const s = SCRIPTS[code];
    const dialect = s && dialects.find((d) => d.dialectCode === s.dialect);
    if (!dialect) continue;
    await db.insert(ttsLab).values({ name: s.name, dialectId: dialect.dialectId, script: s.script, flag: 1 + (i % 3) });
  }
}

/** The audio of the first scripts that have a voice (once every demo is in: synthesis is most of this demo's time). */
export async function afterDemos({ db, files, speech }: SeedContext): Promise<void> {
  if (!files || !speech) return;
  const codes = new Map((await allDialects(db)).map((d) => [d.dialectId, d.dialectCode]));
  let generated = 0;
  for (const e of await db.select().from(ttsLab).orderBy(asc(ttsLab.id))) {
    if (generated >= WITH_AUDIO) break;
    const voice = await voiceFor(speech, codes.get(e.dialectId) ?? '', '');
    if (!voice) continue;
    const key = audioKey(e.id, 0);
    await files.put(key, await speech.synthesize({ text: e.script, voice: voice.id }));
    await db.update(ttsLab).set({ audioPath: key, status: 'done', progress: 100 }).where(eq(ttsLab.id, e.id));
    generated++;
  }
}

import { TranslationStatus } from '../../../sdk/shared';
import { allDialects, writeTranslation, type SeedContext } from '../../../sdk/server';
import { HEADINGS } from '../public';
import { headings } from '../server/tables';

/** Common lesson headings, with their title translated into a few dialects (by dialect code). */
const HEADINGS_DEMO: { title: string; translations: Record<string, string> }[] = [
  { title: 'Greetings', translations: { 'es-ES': 'Saludos', 'es-MX': 'Saludos', 'fr-FR': 'Salutations', 'de-DE': 'Begrüßungen', 'it-IT': 'Saluti' } },
  {
    title: 'At the restaurant',
    translations: { 'es-ES': 'En el restaurante', 'es-MX': 'En el restaurante', 'fr-FR': 'Au restaurant', 'de-DE': 'Im Restaurant', 'it-IT': 'Al ristorante' },
  },
  { title: 'Travel', translations: { 'es-ES': 'Viajes', 'fr-FR': 'Voyages', 'de-DE': 'Reisen', 'ru-RU': 'Путешествия' } },
  { title: 'Numbers', translations: { 'es-ES': 'Números', 'fr-FR': 'Les nombres', 'de-DE': 'Zahlen', 'zh-CN': '数字' } },
  { title: 'Family', translations: { 'es-ES': 'La familia', 'fr-FR': 'La famille', 'it-IT': 'La famiglia' } },
  { title: 'Shopping', translations: { 'es-ES': 'De compras', 'es-MX': 'De compras', 'fr-FR': 'Faire les courses' } },
  { title: 'The weather', translations: { 'es-ES': 'El tiempo', 'es-MX': 'El clima', 'fr-FR': 'La météo' } },
  { title: 'Asking for directions', translations: { 'es-ES': 'Pedir indicaciones' } },
];

export default async function seedHeadings({ db }: SeedContext): Promise<void> {
  const dialects = await allDialects(db);
  for (const h of HEADINGS_DEMO) {
    const [row] = await db.insert(headings).values({ title: h.title }).returning({ id: headings.id });
    const texts = dialects
      .filter((d) => h.translations[d.dialectCode])
      .map((d) => ({ dialectId: d.dialectId, text: h.translations[d.dialectCode], status: TranslationStatus.DONE }));
    await writeTranslation(db, { ref: HEADINGS, refId: row.id, field: 'title', courseId: 0 }, texts);
  }
}

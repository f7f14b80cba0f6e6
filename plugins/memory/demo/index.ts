import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { dialects, translationTexts, translations, withPartRefs, type SeedContext } from '../../../sdk/server';
import { defaultMiningConfig, MINING_DIALECT } from '../mining-config';
import { Miner } from '../server/mining';
import { memoryEmbeddings, memoryOmits, memoryPhrasebook } from '../server/tables';
import { exactMatch } from '../server/translator';
import { localEmbeddings } from '../server/unifier/embeddings';
import { seedTranslatorJob } from './translator-job';

/** How many US texts the demo phrasebook is mined from. */
const SAMPLE = 5000;
/** How many mined phrases join the demo phrasebook. */
const PHRASES = 8;
/** The dialect of the demo's finished translator job. */
const JOB_DIALECT = 'de-DE';

/**
 * The demo phrasebook is mined from the demo courses' own US texts (after every plugin seeded
 * them): the most frequent phrases that the courses also teach on their own, and the two most
 * frequent gap templates, join the phrasebook with a text they occur in as example; the two most
 * frequent single words are omitted. The entries' US embeddings (local provider) are computed, so
 * the Semantic Unifier groups them without a first upload, and a finished translator job has
 * given the first word-count bucket its German texts.
 */
export async function afterDemos({ db, courses }: SeedContext): Promise<void> {
  const cfg = defaultMiningConfig();
  const texts = await db
    .select({ text: translationTexts.text })
    .from(translationTexts)
    .innerJoin(translations, eq(translations.id, translationTexts.translationId))
    .innerJoin(dialects, eq(dialects.id, translationTexts.dialectId))
    .where(
      and(
        eq(dialects.code, MINING_DIALECT),
        ne(translationTexts.text, ''),
        inArray(
          translations.courseId,
          courses.map((c) => c.id),
        ),
        inArray(translations.ref, withPartRefs(cfg.general.translation_refs)),
      ),
    )
    .orderBy(asc(translationTexts.translationId))
    .limit(SAMPLE);
  const miner = new Miner(cfg);
  texts.forEach((t) => miner.add(t.text));
  const found = miner.result();
  // A text holding the phrase (a gap template's words before the gap) as whole words.
  const wordsOf = (t: string) =>
    ` ${t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim()} `;
  const example = (p: string) => texts.map((t) => t.text.replace(/<[^>]*>/g, '')).find((t) => wordsOf(t).includes(wordsOf(p.split(' ___ ')[0]))) ?? '';
  const dialectIds = new Map((await db.select({ id: dialects.id, code: dialects.code }).from(dialects)).map((d) => [d.code, d.id]));
  const usId = dialectIds.get(MINING_DIALECT);
  const jobDialect = { id: dialectIds.get(JOB_DIALECT)!, code: JOB_DIALECT };
  if (!usId || !jobDialect.id) return;
  // The phrases an editor keeps: those the courses teach on their own (a done US text is the phrase alone).
  const taught: typeof found = [];
  for (const f of found.filter((x) => x.type === 'phrase').slice(0, 200)) {
    if (taught.length < PHRASES && (await exactMatch(db, f.text, usId, jobDialect.id))) taught.push(f);
  }
  const phrases = [...taught, ...found.filter((f) => f.type === 'gap').slice(0, 2)];
  if (phrases.length) {
    const saved = await db
      .insert(memoryPhrasebook)
      .values(phrases.map((p, i) => ({ phrase: p.text, example: i % 2 === 0 ? example(p.text) : '', isInvariable: false })))
      .returning({ id: memoryPhrasebook.id, phrase: memoryPhrasebook.phrase });
    const vectors = await localEmbeddings.embed(saved.map((p) => p.phrase));
    await db
      .insert(memoryEmbeddings)
      .values(saved.map((p, i) => ({ phrasebookId: p.id, dialectId: usId, model: localEmbeddings.model, text: p.phrase, vector: vectors[i] })));
    await seedTranslatorJob(db, usId, jobDialect);
  }
  const words = found.filter((f) => f.type === 'word').slice(0, 2);
  if (words.length)
    await db
      .insert(memoryOmits)
      .values(words.map((w) => ({ text: w.text })))
      .onConflictDoNothing();
}

import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { dialects, translationTexts, translations, type SeedContext } from '../../../sdk/server';
import { defaultMiningConfig, MINING_DIALECT } from '../mining-config';
import { Miner } from '../server/mining';
import { memoryEmbeddings, memoryOmits, memoryPhrasebook } from '../server/tables';
import { localEmbeddings } from '../server/unifier/embeddings';

/** How many US texts the demo phrasebook is mined from. */
const SAMPLE = 5000;

/**
 * The demo phrasebook is mined from the demo courses' own US texts (after every plugin seeded
 * them): the most frequent phrases and gap templates join the phrasebook with a text they occur
 * in as example; the two most frequent single words are omitted. The entries' US embeddings
 * (local provider) are computed, so the Semantic Unifier groups them without a first upload.
 */
export default async function seedMemory({ db, courses, afterAll }: SeedContext): Promise<void> {
  afterAll?.(async () => {
    const cfg = defaultMiningConfig();
    const texts = await db.select({ text: translationTexts.text }).from(translationTexts)
      .innerJoin(translations, eq(translations.id, translationTexts.translationId))
      .innerJoin(dialects, eq(dialects.id, translationTexts.dialectId))
      .where(and(eq(dialects.code, MINING_DIALECT), ne(translationTexts.text, ''),
        inArray(translations.courseId, courses.map((c) => c.id)), inArray(translations.ref, cfg.general.translation_refs)))
      .orderBy(asc(translationTexts.translationId)).limit(SAMPLE);
    const miner = new Miner(cfg);
    texts.forEach((t) => miner.add(t.text));
    const found = miner.result();
    const example = (p: string) => texts.map((t) => t.text.replace(/<[^>]*>/g, '')).find((t) => t.toLowerCase().includes(p.split(' ___ ')[0])) ?? '';
    const phrases = [...found.filter((f) => f.type === 'phrase').slice(0, 6), ...found.filter((f) => f.type === 'gap').slice(0, 2)];
    if (phrases.length) {
      const saved = await db.insert(memoryPhrasebook).values(phrases.map((p, i) => ({ phrase: p.text, example: i % 2 === 0 ? example(p.text) : '', isInvariable: false })))
        .returning({ id: memoryPhrasebook.id, phrase: memoryPhrasebook.phrase });
      const [us] = await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.code, MINING_DIALECT));
      const vectors = await localEmbeddings.embed(saved.map((p) => p.phrase));
      if (us) await db.insert(memoryEmbeddings).values(saved.map((p, i) => ({ phrasebookId: p.id, dialectId: us.id, model: localEmbeddings.model, text: p.phrase, vector: vectors[i] })));
    }
    const words = found.filter((f) => f.type === 'word').slice(0, 2);
    if (words.length) await db.insert(memoryOmits).values(words.map((w) => ({ text: w.text }))).onConflictDoNothing();
  });
}

import { inArray } from 'drizzle-orm';
import { aiJobItems, aiJobs, writeTranslation, type Db } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { PHRASEBOOK } from '../public';
import { memoryPhrasebook } from '../server/tables';
import { acceptExact, exactMatch, jobName, nextBucket, phraseKey, TRANSLATOR_KIND, type TranslatorParams } from '../server/translator';

/**
 * A finished Phrasebook Translator job: the first word-count bucket of the demo phrasebook in one
 * dialect, each entry decided as the local translator decides it (the memory's translation of the
 * phrase alone, or a rejection), the proposals accepted by the translator.
 */
export async function seedTranslatorJob(db: Db, usId: number, dialect: { id: number; code: string }): Promise<void> {
  const next = await nextBucket(db, dialect.id);
  if (!next) return;
  const entries = await db.select().from(memoryPhrasebook).where(inArray(memoryPhrasebook.id, next.ids));
  const params: TranslatorParams = { bucket: next.bucket, phraseIds: next.ids, dialectCode: dialect.code };
  const [job] = await db
    .insert(aiJobs)
    .values({ kind: TRANSLATOR_KIND, name: jobName('Demo phrasebook', next.bucket), dialectId: dialect.id, params })
    .returning({ id: aiJobs.id });
  for (const p of entries) {
    const exact = await exactMatch(db, p.phrase, usId, dialect.id);
    const run = exact ? acceptExact(exact) : null;
    const itemInfo = { phrase: p.phrase, example: p.example, dialect_code: dialect.code, ...(exact ? { accepted: exact.text } : {}) };
    await db.insert(aiJobItems).values({
      jobId: job.id,
      status: 2,
      decision: exact ? 'accept' : 'reject',
      ref: PHRASEBOOK,
      refId: p.id,
      courseId: 0,
      itemInfo,
      input: { phraseId: p.id, phrase: p.phrase, dialectId: dialect.id, dialectCode: dialect.code },
      aiResult: run
        ? { decision: 'accept', confidence: run.confidence, reasoning: run.reasoning, translation: exact!.text }
        : { decision: 'reject', confidence: 0.3, reasoning: 'No memory text is this phrase alone.', translation: null },
    });
    if (exact) {
      await writeTranslation(db, phraseKey(p.id), [{ dialectId: dialect.id, text: exact.text, status: TranslationStatus.DONE }]);
    }
  }
}

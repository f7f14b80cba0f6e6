import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  aiJobItems,
  aiJobs,
  defineAgent,
  defineJobKind,
  dialects,
  HttpError,
  translationTexts,
  translations,
  writeTranslation,
  type Db,
} from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { MINING_DIALECT } from '../mining-config';
import { PHRASEBOOK, TRANSLATOR_PATH, translatorCreateBody } from '../public';
import { memoryPhrasebook } from './tables';

export const TRANSLATOR_KIND = 'memory-phrasebook-translator';
/** Spec 4 §8: job creation messages. */
export const JOB_MESSAGES = { name: 'Please enter a name', dialect: 'Please select a dialect', none: 'No eligible items to create a job.' } as const;
/** Spec 4 §4: buckets by word count, in this order. */
export const BUCKETS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '10+'] as const;
export const bucketOf = (phrase: string) => {
  const n = phrase.trim().split(/\s+/).filter(Boolean).length;
  return n > 10 ? '10+' : String(Math.max(1, n));
};

/** A job's name carries its bucket: 'Fruit (1 word)'. */
export const jobName = (name: string, bucket: string) => `${name} (${bucket === '10+' ? '10+ words' : `${bucket} word${bucket === '1' ? '' : 's'}`})`;

export interface TranslatorParams {
  bucket: string;
  phraseIds: number[];
  dialectCode: string;
}
export interface TranslatorInput {
  phraseId: number;
  phrase: string;
  dialectId: number;
  dialectCode: string;
}
const answer = z.object({
  decision: z.enum(['accept', 'reject', 'error']),
  translation: z.string().nullable().optional(),
  confidence: z.number(),
  reasoning: z.string(),
});
type Answer = z.infer<typeof answer>;

export const phraseKey = (id: number) => ({ ref: PHRASEBOOK, refId: id, field: 'phrase', courseId: 0 });
const US = async (db: Db) => (await db.select({ id: dialects.id }).from(dialects).where(eq(dialects.code, MINING_DIALECT)))[0]?.id ?? 0;

/** The entries without a text in the dialect (invariable ones excepted), with the entries open in other translator jobs. */
async function candidates(db: Db, dialectId: number) {
  const rows = await db
    .select({ id: memoryPhrasebook.id, phrase: memoryPhrasebook.phrase })
    .from(memoryPhrasebook)
    .where(
      and(
        eq(memoryPhrasebook.isInvariable, false),
        sql`not exists (select 1 from ${translations} t join ${translationTexts} x on x.translation_id = t.id
      where t.ref = ${PHRASEBOOK} and t.ref_id = memory_phrasebook.id and x.dialect_id = ${dialectId} and x.text <> '')`,
      ),
    );
  const open = await db
    .select({ refId: aiJobItems.refId })
    .from(aiJobItems)
    .innerJoin(aiJobs, eq(aiJobs.id, aiJobItems.jobId))
    .where(and(eq(aiJobs.kind, TRANSLATOR_KIND), eq(aiJobs.dialectId, dialectId), ne(aiJobItems.status, 2)));
  return { rows, open: new Set(open.map((o) => o.refId)) };
}

/**
 * The next bucket (spec 4 §4): the first by word count with untranslated entries; a later one
 * unlocks only when the earlier are done, so the job takes that bucket's entries not open elsewhere.
 */
export async function nextBucket(db: Db, dialectId: number): Promise<{ bucket: string; ids: number[] } | null> {
  const { rows, open } = await candidates(db, dialectId);
  for (const bucket of BUCKETS) {
    const inBucket = rows.filter((r) => bucketOf(r.phrase) === bucket);
    if (!inBucket.length) continue;
    const ids = inBucket
      .filter((r) => !open.has(r.id))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    return ids.length ? { bucket, ids } : null;
  }
  return null;
}

const norm = (s: string) =>
  s
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A done US text that is the phrase alone (case and punctuation aside) with a done text in the dialect. */
export async function exactMatch(db: Db, phrase: string, usId: number, dialectId: number) {
  const p = norm(phrase);
  if (!p) return null;
  const like = `${p.split(' ')[0].replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ id: translationTexts.translationId, fromText: translationTexts.text, text: sql<string>`y.text` })
    .from(translationTexts)
    .innerJoin(
      sql`translation_texts y`,
      sql`y.translation_id = ${translationTexts.translationId} and y.dialect_id = ${dialectId} and y.status = 2 and y.text <> ''`,
    )
    .where(
      and(
        eq(translationTexts.dialectId, usId),
        eq(translationTexts.status, 2),
        sql`lower(ltrim(${translationTexts.text}, ' "¡¿''(')) like ${like}`,
        sql`length(${translationTexts.text}) <= ${phrase.length + 12}`,
      ),
    )
    // Shortest first: the phrase alone must not fall behind the limit among longer texts of the same first word.
    .orderBy(sql`length(${translationTexts.text})`)
    .limit(200);
  const hit = rows.find((r) => norm(r.fromText) === p);
  return hit ? { id: hit.id, fromText: hit.fromText, text: hit.text.trim() } : null;
}

/** The local translator's answer for a phrase the memory translates alone. */
export const acceptExact = (exact: NonNullable<Awaited<ReturnType<typeof exactMatch>>>) => ({
  answer: { decision: 'accept' as const, translation: exact.text, confidence: 0.95, reasoning: '' },
  confidence: 0.95,
  reasoning: `The memory translates "${exact.fromText}" as "${exact.text}" (translation ${exact.id}).`,
});

/**
 * The local translator: a done US text that is the phrase alone (case and punctuation aside) with a
 * done translation in the dialect is proposed for acceptance; anything else is rejected with the
 * memory's closest text as reasoning (a phrase inside a longer sentence has no translation of its own).
 */
export const phraseTranslator = defineAgent<TranslatorInput, Answer>({
  type: 'phrasebook-translator',
  label: 'Phrasebook translator',
  description: 'Proposes a translation of a phrasebook entry from the translation memory.',
  answer,
  prompt: (i) =>
    `Translate the English (US) phrase "${i.phrase}" into ${i.dialectCode}. Answer JSON { decision: accept|reject, translation, confidence, reasoning }.`,
  local: async (i, { db, memory }) => {
    const us = await US(db);
    const exact = await exactMatch(db, i.phrase, us, i.dialectId);
    if (exact) return acceptExact(exact);
    const best = (await memory.suggest({ text: i.phrase, fromDialectId: us, toDialectId: i.dialectId, limit: 1 }))[0];
    return {
      answer: { decision: 'reject', translation: null, confidence: 0.3, reasoning: '' },
      confidence: 0.3,
      reasoning: best
        ? `No memory text is this phrase alone; the closest is "${best.fromText}" → "${best.text}".`
        : 'The memory has no similar text in this dialect.',
    };
  },
});

/** The translation the agent proposed, if any. */
const proposal = (r: unknown) => {
  const t = (r as { translation?: unknown } | null)?.translation;
  return typeof t === 'string' && t.trim() ? t.trim() : null;
};

export const translatorKind = defineJobKind<TranslatorParams, TranslatorInput, Answer>({
  kind: TRANSLATOR_KIND,
  path: TRANSLATOR_PATH,
  module: PHRASEBOOK,
  scope: 'global',
  createBody: translatorCreateBody,
  async prepare(body: z.infer<typeof translatorCreateBody>, { db }) {
    const name = body.name?.trim() ?? '';
    if (!name) throw new HttpError(400, JOB_MESSAGES.name, { name: JOB_MESSAGES.name });
    if (!body.dialect_id || body.dialect_id <= 0) throw new HttpError(400, JOB_MESSAGES.dialect, { dialect_id: JOB_MESSAGES.dialect });
    const [d] = await db.select({ code: dialects.code }).from(dialects).where(eq(dialects.id, body.dialect_id));
    if (!d) throw new HttpError(400, 'No such dialect', { dialect_id: 'No such dialect' });
    const next = await nextBucket(db, body.dialect_id);
    if (!next) throw new HttpError(400, JOB_MESSAGES.none, { dialect_id: JOB_MESSAGES.none });
    return {
      name: jobName(name, next.bucket),
      courseId: 0,
      dialectId: body.dialect_id,
      params: { bucket: next.bucket, phraseIds: next.ids, dialectCode: d.code },
    };
  },
  async items(db, job) {
    const rows = job.params.phraseIds.length ? await db.select().from(memoryPhrasebook).where(inArray(memoryPhrasebook.id, job.params.phraseIds)) : [];
    return rows.map((p) => ({
      ref: PHRASEBOOK,
      refId: p.id,
      courseId: 0,
      itemInfo: { phrase: p.phrase, example: p.example, dialect_code: job.params.dialectCode },
      input: { phraseId: p.id, phrase: p.phrase, dialectId: job.dialectId!, dialectCode: job.params.dialectCode },
    }));
  },
  agent: phraseTranslator,
  aiResult: (a, run) => ({
    decision: a.decision,
    confidence: run.confidence,
    reasoning: run.reasoning,
    translation: a.translation ?? null,
    ...(a.decision === 'error' ? { error: run.reasoning } : {}),
  }),
  actions: {
    /** The proposal becomes the entry's translation in the dialect (done). */
    accept: {
      refuse: (item) => (proposal(item.aiResult) ? null : 'The translator proposed no translation'),
      apply: async (item, { db, text }) => {
        const value = text?.trim() || proposal(item.aiResult)!;
        await writeTranslation(db, phraseKey(item.input.phraseId), [{ dialectId: item.input.dialectId, text: value, status: TranslationStatus.DONE }]);
        return { itemInfo: { ...item.itemInfo, accepted: value } };
      },
    },
    /** The proposal is dropped; the entry stays untranslated. */
    reject: { apply: async () => undefined },
  },
  bulk: { 'bulk-accept': { action: 'accept', where: (i) => i.aiResult?.decision === 'accept' } },
  priority: true,
});

import { sql } from 'drizzle-orm';
import { HttpError, type AgentDef, type AgentRunner, type Db } from '../../../sdk/server';
import { AI_NEW_RULE, checkAiNew, exampleLines } from '../shared/ai';
import type { AiNewQueryIn } from '../public';
import { gendersOf, languageOf } from '../shared/genders';
import { cleanWord } from '../shared/inflects';
import { isVocLevel, levelName } from '../shared/levels';
import { VOCS_COURSE, VOCS_MAIN, type Voc, type VocAiAssignment, type VocAiProposal } from '../shared/types';
import { wordClassOptions } from '../shared/word-classes';
import {
  VOC_CATEGORIES_AGENT,
  VOC_ENTITY,
  VOC_NEW,
  VOC_REVIEW,
  vocCategoriesAgent,
  vocNewAgent,
  vocReviewAgent,
  type VocCategoriesInput,
  type VocNewAnswer,
  type VocNewInput,
  type VocReviewInput,
} from './ai-agents';
import { aiStatusOf, claimProposal, confirmProposedWords, linkProposal, unconfirmedDialects } from './ai-state';
import { loadCategoryTree } from './categories';
import {
  INHERITED_MESSAGE,
  assignCategories,
  getVoc,
  insertVoc,
  vocDialectLayout,
  vocMeta,
  type DialectSlot,
  type VocBody,
  type VocMeta,
  type VocRowData,
} from './voc-store';
import { courseWordClasses } from './word-class-store';
import { rowsOf } from '../../../sdk/server';

const quote = (s: string) => JSON.stringify(s);

/** An agent call that fails (provider down, time-out, an answer the schema refuses) is a bad gateway: the prompt log has the details. */
async function runAgent<A>(agents: AgentRunner, def: AgentDef<any, A>, input: unknown, call: Parameters<AgentRunner['run']>[2]) {
  try {
    return await agents.run<A>(def, input, call);
  } catch (e) {
    throw new HttpError(502, `The AI agent ${def.type} failed: ${(e as Error).message}`);
  }
}

// ---- GET vocs/ai-new ---------------------------------------------------------------------------------

interface AiNewContext {
  input: VocNewInput;
  layout: readonly DialectSlot[];
  classes: { id: number; name: string }[];
  wordClassId: number | null;
}

/**
 * Checks a New AI request against the main vocabulary: dialect, description and examples are
 * required (the spec's rule, as the message); the dialect must be one of the main vocabulary's,
 * the word class (optional) one it offers.
 */
export async function prepareAiNew(db: Db, q: AiNewQueryIn): Promise<AiNewContext> {
  const rule = checkAiNew(q);
  const fields: Record<string, string> = { ...rule };
  const layout = await vocDialectLayout(db, 0);
  const dialect = layout.find((d) => d.dialectId === Number(q.dialect));
  if (!fields.dialect && !dialect) fields.dialect = 'Not a dialect of the main vocabulary';
  const classes = wordClassOptions(await courseWordClasses(db, 0));
  const rawClass = (q.wordClass ?? '').trim();
  const wordClass = rawClass && rawClass !== 'null' ? classes.find((c) => String(c.id) === rawClass) : undefined;
  if (rawClass && rawClass !== 'null' && !wordClass) fields.wordClass = 'Not a word class of the main vocabulary';
  if (Object.keys(fields).length) {
    throw new HttpError(400, rule ? AI_NEW_RULE : `Invalid query: ${Object.keys(fields).join(', ')}`, fields);
  }
  return {
    layout,
    classes,
    wordClassId: wordClass?.id ?? null,
    input: {
      dialect: { id: dialect!.dialectId, code: dialect!.dialectCode },
      wordClass: wordClass?.name ?? null,
      description: q.description!.trim(),
      examples: exampleLines(q.examples),
      dialects: layout.map((d) => ({ id: d.dialectId, code: d.dialectCode, kind: d.kind, genders: d.kind === 'target' ? gendersOf(d.dialectCode) : [] })),
      wordClasses: classes.map((c) => c.name),
    },
  };
}

/** 13 for 13 or 'A1.3' or '13'; null for anything that is not a level. */
export function levelOf(v: number | string | null): number | null {
  if (typeof v === 'number') return isVocLevel(v) ? v : null;
  if (typeof v !== 'string') return null;
  const m = /^\s*(A1|A2|B1)\.([1-5])\s*$/i.exec(v);
  if (m) return (['A1', 'A2', 'B1'].indexOf(m[1].toUpperCase()) + 1) * 10 + Number(m[2]);
  const n = Number(v);
  return isVocLevel(n) ? n : null;
}

/** The words of an answer by dialect id, cleaned as the entry stores them; unknown dialects and genders dropped. */
export function proposedWords(answer: VocNewAnswer, layout: readonly DialectSlot[], dialectId: number): Map<number, { text: string; gender: string }> {
  const byCode = new Map(layout.map((d) => [d.dialectCode.toLowerCase(), d]));
  const out = new Map<number, { text: string; gender: string }>();
  for (const t of answer.texts) {
    const d = byCode.get(t.dialect.trim().toLowerCase());
    const text = cleanWord(t.text).slice(0, 2000);
    if (!d || !text || out.has(d.dialectId)) continue;
    const gender = (t.gender ?? '').trim();
    out.set(d.dialectId, { text, gender: d.kind === 'target' && (gendersOf(d.dialectCode) as string[]).includes(gender) ? gender : '' });
  }
  const word = cleanWord(answer.word);
  if (word && !out.has(dialectId)) out.set(dialectId, { text: word, gender: '' });
  return out;
}

/** Entries of the main vocabulary whose word in the dialect is this text (case aside). */
async function sameWordEntries(db: Db, dialectId: number, text: string, excludeId = 0) {
  if (!text) return [];
  return rowsOf<{ id: number; title: string; text: string }>(
    await db.execute(sql`select v.id, v.title, tt.text from translation_texts tt
    join translations t on t.id = tt.translation_id
    join vocs v on v.id = t.ref_id
    where t.ref = ${VOCS_MAIN} and t.field = 'word' and tt.dialect_id = ${dialectId} and lower(tt.text) = lower(${text}) and v.id <> ${excludeId}
    order by v.id limit 5`),
  ).map((r) => ({ id: Number(r.id), title: r.title, text: r.text }));
}

/** GET vocs/ai-new: runs voc_new and answers its proposal, checked against the main vocabulary. Nothing is saved but the prompt log. */
export async function aiNewProposal(db: Db, agents: AgentRunner, q: AiNewQueryIn): Promise<VocAiProposal> {
  const ctx = await prepareAiNew(db, q);
  const r = await runAgent(agents, vocNewAgent, ctx.input, { step: VOC_NEW });
  const a = r.answer as VocNewAnswer;
  const dialectId = ctx.input.dialect.id;
  const words = proposedWords(a, ctx.layout, dialectId);
  const word = words.get(dialectId)?.text ?? '';
  const english = ctx.layout
    .filter((d) => languageOf(d.dialectCode) === 'en')
    .map((d) => words.get(d.dialectId)?.text)
    .find(Boolean);
  const className = (a.wordClass ?? '').trim().toLowerCase();
  const wordClassId = ctx.classes.find((c) => c.name.toLowerCase() === className)?.id ?? ctx.wordClassId;
  const warnings: string[] = [];
  if (!word) warnings.push(`No ${ctx.input.dialect.code} word could be proposed from the examples`);
  for (const d of await sameWordEntries(db, dialectId, word)) {
    warnings.push(`${quote(d.text)} (${ctx.input.dialect.code}) is already entry #${d.id} ${quote(d.title)} of the main vocabulary`);
  }
  return {
    dialectId,
    word,
    title: cleanWord(a.title).slice(0, 500) || english || word,
    level: levelOf(a.level),
    wordClassId,
    dialects: ctx.layout.map((d) => ({
      dialectId: d.dialectId,
      dialectCode: d.dialectCode,
      text: words.get(d.dialectId)?.text ?? '',
      gender: words.get(d.dialectId)?.gender ?? '',
    })),
    warnings,
    confidence: r.confidence,
    reasoning: r.reasoning,
    model: r.model,
    logId: r.logId,
  };
}

// ---- finalize-creation and ai-force-ok ----------------------------------------------------------------

export const NOT_AI_MESSAGE = 'This entry was not created from a New AI proposal';
export const FINALIZED_MESSAGE = 'This entry is already finalized: no AI-proposed word is left unconfirmed';

async function aiEntry(db: Db, v: VocRowData) {
  const status = await aiStatusOf(db, v);
  if (!status.aiState) throw new HttpError(409, NOT_AI_MESSAGE);
  if (status.aiState === 'ok') throw new HttpError(409, FINALIZED_MESSAGE);
  return status;
}

/** What the review is given: the entry as saved, which of its words are AI-proposed, and the entries with the same word. */
async function reviewInput(db: Db, voc: Voc): Promise<VocReviewInput> {
  const unconfirmed = new Set(await unconfirmedDialects(db, voc.id));
  const classes = await courseWordClasses(db, voc.courseId);
  const duplicates: VocReviewInput['duplicates'] = [];
  for (const d of voc.dialects.filter((x) => x.text)) {
    for (const e of await sameWordEntries(db, d.dialectId, d.text, voc.id)) duplicates.push({ ...e, dialect: d.dialectCode });
  }
  return {
    id: voc.id,
    title: voc.title,
    level: levelName(voc.level),
    wordClass: classes.find((c) => c.id === voc.wordClassId)?.name ?? null,
    texts: voc.dialects.map((d) => ({
      dialect: d.dialectCode,
      kind: d.kind,
      text: d.text,
      gender: d.gender,
      genders: d.kind === 'target' ? gendersOf(d.dialectCode) : [],
      aiProposed: unconfirmed.has(d.dialectId),
    })),
    categories: voc.categories.map((c) => c.fullPath),
    duplicates,
  };
}

/**
 * POST vocs/{id}/finalize-creation: the review of an entry created by New AI. It needs the word in
 * the default target dialect and in the default source dialect (400 naming them); then the agent
 * voc_review runs (logged for the entry). No warning: the AI-proposed words are confirmed (done,
 * into the translation memory) and the entry is 'ok'. Warnings: the entry is 'flagged' with them,
 * to fix and finalize again, or to accept with ai-force-ok. 409 for an entry not created by New
 * AI or already finalized.
 */
export async function finalizeCreation(db: Db, agents: AgentRunner, v: VocRowData): Promise<Voc> {
  await aiEntry(db, v);
  const voc = (await getVoc(db, v.id))!;
  const fields: Record<string, string> = {};
  const target = voc.dialects.findIndex((d) => d.kind === 'target');
  const source = voc.dialects.findIndex((d) => d.kind === 'source');
  if (target >= 0 && !voc.dialects[target].text) fields[`dialects.${target}.text`] = `The entry needs its ${voc.dialects[target].dialectCode} word`;
  if (source >= 0 && !voc.dialects[source].text) fields[`dialects.${source}.text`] = `The entry needs its ${voc.dialects[source].dialectCode} translation`;
  if (Object.keys(fields).length) throw new HttpError(400, `Cannot finalize: ${Object.values(fields).join('; ')}`, fields);
  const r = await runAgent(agents, vocReviewAgent, await reviewInput(db, voc), { entity: { type: VOC_ENTITY, id: v.id }, step: VOC_REVIEW });
  if (!(r.answer as { warnings: string[] }).warnings.length) await db.transaction((tx) => confirmProposedWords(tx, v.id));
  return (await getVoc(db, v.id))!;
}

/** PUT vocs/{id}/ai-force-ok: confirms the AI-proposed words as they are, despite the review's warnings (or without a review). */
export async function aiForceOk(db: Db, v: VocRowData): Promise<Voc> {
  await aiEntry(db, v);
  await db.transaction((tx) => confirmProposedWords(tx, v.id));
  return (await getVoc(db, v.id))!;
}

// ---- assign-categories by the agent ---------------------------------------------------------------------

/** The categories of other entries (any vocabulary) that have one of these words in the same dialect, with how many entries have each. */
async function categoriesOfSameWords(db: Db, vocId: number, words: { dialectId: number; text: string }[]) {
  if (!words.length) return [];
  const match = sql.join(
    words.map((w) => sql`(tt.dialect_id = ${w.dialectId} and lower(tt.text) = lower(${w.text}))`),
    sql` or `,
  );
  return rowsOf<{ id: number; entries: number }>(
    await db.execute(sql`select l.category_id as id, count(distinct t.ref_id)::int as entries
    from translation_texts tt
    join translations t on t.id = tt.translation_id
    join voc_category_links l on l.voc_id = t.ref_id
    where t.ref in (${VOCS_MAIN}, ${VOCS_COURSE}) and t.field = 'word' and t.ref_id <> ${vocId} and (${match})
    group by l.category_id order by entries desc, l.category_id`),
  ).map((r) => ({ id: Number(r.id), entries: Number(r.entries) }));
}

/**
 * POST vocs/{id}/assign-categories without categories: the agent voc_categories chooses among the
 * leaf categories (with their descriptions for AI categorization, and the categories of entries
 * that share a word with this one); its choice replaces the entry's categories. When it chooses
 * none the categories stay. Refused (400) for a synonym child, whose categories are inherited.
 */
export async function aiAssignCategories(db: Db, agents: AgentRunner, v: VocRowData): Promise<VocAiAssignment> {
  if (v.parentSynonymId !== null) throw new HttpError(400, INHERITED_MESSAGE, { vocCategories: INHERITED_MESSAGE });
  const voc = (await getVoc(db, v.id))!;
  const tree = await loadCategoryTree(db);
  const leaves = [...tree.byId.values()]
    .filter((n) => tree.isLeaf(n.id))
    .map((n) => ({ id: n.id, path: tree.fullPath(n.id), description: n.description }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.id - b.id);
  const words = voc.dialects.filter((d) => d.text).map((d) => ({ dialectId: d.dialectId, text: d.text }));
  const evidence = (await categoriesOfSameWords(db, v.id, words)).filter((e) => tree.isLeaf(e.id)).map((e) => ({ ...e, path: tree.fullPath(e.id) }));
  const classes = await courseWordClasses(db, v.courseId);
  const input: VocCategoriesInput = {
    id: v.id,
    title: voc.title,
    wordClass: classes.find((c) => c.id === voc.wordClassId)?.name ?? null,
    texts: voc.dialects.filter((d) => d.text).map((d) => ({ dialect: d.dialectCode, text: d.text })),
    options: leaves,
    evidence,
  };
  const r = await runAgent(agents, vocCategoriesAgent, input, { entity: { type: VOC_ENTITY, id: v.id }, step: VOC_CATEGORIES_AGENT });
  const leafIds = new Set(leaves.map((l) => l.id));
  const ids = [...new Set((r.answer as { categoryIds: number[] }).categoryIds)].filter((id) => leafIds.has(id));
  if (ids.length) await db.transaction((tx) => assignCategories(tx, v, ids));
  return { ...(await getVoc(db, v.id))!, assignment: { categoryIds: ids, confidence: r.confidence, reasoning: r.reasoning, logId: r.logId } };
}

// ---- saving a proposal ------------------------------------------------------------------------------------

/**
 * POST courses/0/vocs with aiLogId (the proposal the editor was filled from): creates the entry,
 * links the proposal's call to it and keeps the words saved exactly as proposed unconfirmed. 400
 * when aiLogId names no unused proposal (each proposal makes one entry).
 */
export async function insertMainVoc(tx: Db, body: VocBody & { aiLogId?: number }, meta?: VocMeta): Promise<number> {
  const { aiLogId, ...b } = body;
  if (aiLogId === undefined) return insertVoc(tx, 0, b, meta);
  const answer = await claimProposal(tx, aiLogId);
  meta ??= await vocMeta(tx, 0);
  const proposed = proposedWords(answer, meta.layout, 0);
  const id = await insertVoc(tx, 0, b, meta);
  await linkProposal(
    tx,
    aiLogId,
    id,
    new Map([...proposed].map(([d, w]) => [d, w.text])),
    b.dialects.map((d) => ({ dialectId: d.dialectId, text: cleanWord(d.text) })),
  );
  return id;
}

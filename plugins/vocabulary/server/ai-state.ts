import { sql } from 'drizzle-orm';
import { HttpError, writeTranslation, type Db } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { VOCS_MAIN, type VocAiState } from '../shared/types';
import { VOC_ENTITY, VOC_NEW, VOC_REVIEW, vocNewAnswer, vocReviewAnswer, type VocNewAnswer } from './ai-agents';
import { rowsOf } from '../../../sdk/server';

/**
 * Where an entry created from a New AI proposal stands, without a column of its own: it is read
 * from what exists already.
 *
 * - Created from a proposal: the proposal's call (agent_prompt_log, agent voc_new) is linked to
 *   the entry (log_entity_type 'voc', log_entity_id its id) by the save that created it.
 * - Unconfirmed: the AI-proposed words the user saved unchanged are written with translation
 *   status doing (1), not done; so they stay out of the translation memory until confirmed. A
 *   person changing one (editor, Translations screen) makes it done, as any edit does.
 * - finalize-creation runs the review (agent voc_review, logged for the entry): no warning →
 *   the unconfirmed words become done; warnings → 'flagged' with them. ai-force-ok makes them
 *   done despite the warnings (or without a review).
 *
 * So: not linked → null; no unconfirmed word left → 'ok'; else the latest review's warnings →
 * 'flagged'; else 'created'.
 */

/** voc-store's WORD_FIELD (the entry's translatable field); repeated here to keep this module free of voc-store. */
const WORD = 'word';

/** A provider's answer text as JSON (a model may fence it in ```json … ```); null when it is not JSON. */
export function parseAnswer(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return null;
  }
}

/** The dialects in which the entry's word is AI-proposed and still unconfirmed (status doing). */
export async function unconfirmedDialects(db: Db, vocId: number): Promise<number[]> {
  const rows = rowsOf<{ dialect_id: number }>(
    await db.execute(sql`select tt.dialect_id from translation_texts tt
    join translations t on t.id = tt.translation_id
    where t.ref = ${VOCS_MAIN} and t.ref_id = ${vocId} and t.field = ${WORD} and tt.status = ${TranslationStatus.DOING}
    order by tt.dialect_id`),
  );
  return rows.map((r) => Number(r.dialect_id));
}

export interface AiStatus {
  aiState: VocAiState | null;
  aiWarnings: string[];
}

/** The AI state of an entry (main vocabulary only; a course entry is never created by New AI). */
export async function aiStatusOf(db: Db, v: { id: number; courseId: number }): Promise<AiStatus> {
  if (v.courseId !== 0) return { aiState: null, aiWarnings: [] };
  const logs = rowsOf<{ id: number; agent_type: string; response_text: string | null }>(
    await db.execute(sql`
    select id, agent_type, response_text from agent_prompt_log
     where log_entity_type = ${VOC_ENTITY} and log_entity_id = ${v.id} and status = 'success' and agent_type in (${VOC_NEW}, ${VOC_REVIEW})
     order by id`),
  );
  if (!logs.some((l) => l.agent_type === VOC_NEW)) return { aiState: null, aiWarnings: [] };
  if (!(await unconfirmedDialects(db, v.id)).length) return { aiState: 'ok', aiWarnings: [] };
  const review = logs.filter((l) => l.agent_type === VOC_REVIEW).at(-1);
  const parsed = review ? vocReviewAnswer.safeParse(parseAnswer(review.response_text)) : undefined;
  const warnings = parsed?.success ? parsed.data.warnings : [];
  return warnings.length ? { aiState: 'flagged', aiWarnings: warnings } : { aiState: 'created', aiWarnings: [] };
}

export const UNUSED_PROPOSAL = 'Not a New AI proposal that is still unused';

/**
 * The proposal a save names (aiLogId): a successful voc_new call not yet linked to an entry,
 * locked until the transaction ends (two saves of one proposal: the second is refused). 400 else.
 */
export async function claimProposal(tx: Db, logId: number): Promise<VocNewAnswer> {
  const [row] = rowsOf<{ agent_type: string; status: string; response_text: string | null; log_entity_id: number | null }>(
    await tx.execute(sql`
    select agent_type, status, response_text, log_entity_id from agent_prompt_log where id = ${logId} for update`),
  );
  const parsed = row ? vocNewAnswer.safeParse(parseAnswer(row.response_text)) : undefined;
  if (!row || row.agent_type !== VOC_NEW || row.status !== 'success' || row.log_entity_id !== null || !parsed?.success) {
    throw new HttpError(400, UNUSED_PROPOSAL, { aiLogId: UNUSED_PROPOSAL });
  }
  return parsed.data;
}

/**
 * After the entry is created from a proposal: links the proposal's call to it, and makes the words
 * it saved exactly as proposed unconfirmed (status doing). `proposed` is the proposal's word by
 * dialect id, `saved` the entry's texts as written.
 */
export async function linkProposal(
  tx: Db,
  logId: number,
  vocId: number,
  proposed: Map<number, string>,
  saved: { dialectId: number; text: string }[],
): Promise<void> {
  await tx.execute(sql`update agent_prompt_log set log_entity_type = ${VOC_ENTITY}, log_entity_id = ${vocId}
    where id = ${logId} and log_entity_id is null`);
  const same = saved.filter((s) => s.text && proposed.get(s.dialectId) === s.text);
  if (same.length) {
    await writeTranslation(
      tx,
      { ref: VOCS_MAIN, refId: vocId, field: WORD, courseId: 0 },
      same.map((s) => ({ dialectId: s.dialectId, text: s.text, status: TranslationStatus.DOING })),
      { system: true },
    );
  }
}

/** Confirms the entry's AI-proposed words (doing → done): they enter the translation memory. */
export async function confirmProposedWords(tx: Db, vocId: number): Promise<number> {
  const dialectIds = await unconfirmedDialects(tx, vocId);
  if (!dialectIds.length) return 0;
  const texts = rowsOf<{ dialect_id: number; text: string }>(
    await tx.execute(sql`select tt.dialect_id, tt.text from translation_texts tt
    join translations t on t.id = tt.translation_id
    where t.ref = ${VOCS_MAIN} and t.ref_id = ${vocId} and t.field = ${WORD} and tt.status = ${TranslationStatus.DOING}`),
  );
  await writeTranslation(
    tx,
    { ref: VOCS_MAIN, refId: vocId, field: WORD, courseId: 0 },
    texts.map((t) => ({ dialectId: Number(t.dialect_id), text: t.text, status: TranslationStatus.DONE })),
    { system: true },
  );
  return texts.length;
}

import { eq } from 'drizzle-orm';
import { HttpError, deleteTranslations, usagesOf, type Db, type ListFilter, type TranslationTextsBody } from '../../../sdk/server';
import { SENTENCES } from '../public';
import { fitReadBy, readByProblem, type GenderCode, type Reader } from '../rules';
import { sentences } from './tables';
import { blankTexts, courseTextDialects, defaultDialects, readTexts, writeTexts } from '../../../sdk/server';
import { listSentenceRows } from './texts';
import { audioStatesOf, deleteAudioOf } from '../../../sdk/server';
import { noAudio } from '../../../sdk/shared';

export interface SentenceBody {
  genderCode: GenderCode;
  /** Absent: the first reader the gender code allows. */
  readBy?: Reader;
  sourceAdaptationNote: string;
  targets: TranslationTextsBody;
  sources: TranslationTextsBody;
}

export const sentenceKey = (refId: number) => ({ ref: SENTENCES, refId, field: 'text' });

/** Grid rows: id, the default dialects' texts, gender, reader, whether it has an illustration, and every dialect's text. */
export async function listSentences(db: Db, courseId: number, { text, id }: ListFilter = {}) {
  const [rows, d] = await Promise.all([listSentenceRows(db, { ref: SENTENCES, courseId, text, id }), defaultDialects(db, courseId)]);
  return rows.map((r) => ({
    id: r.id,
    target: r.texts[String(d.target)] ?? '',
    source: r.texts[String(d.source)] ?? '',
    genderCode: r.genderCode,
    readBy: r.readBy,
    hasIllustration: r.hasSvg || r.hasPng,
    texts: r.texts,
  }));
}

/** Where the sentence is used: the records other plugins declare (panels), through the usages extension point. */
export async function sentenceUses(db: Db, id: number): Promise<{ id: number; courseId: number; kind: string; module: number }[]> {
  const out: { id: number; courseId: number; kind: string; module: number }[] = [];
  for (const p of usagesOf(SENTENCES)) {
    for (const r of await p.find(db, id)) out.push({ id: r.id, courseId: r.courseId, kind: p.kind, module: p.module });
  }
  return out.sort((a, b) => a.module - b.module || a.id - b.id);
}

/** The sentence with its texts, each target with its audio state (spec 2 §3: targets dialectId, dialectCode, text, audio). */
export async function getSentence(db: Db, id: number) {
  const [row] = await db.select().from(sentences).where(eq(sentences.id, id));
  if (!row) return null;
  const [texts, audio, usedIn] = await Promise.all([readTexts(db, sentenceKey(id), row.courseId), audioStatesOf(db, SENTENCES, [id]), sentenceUses(db, id)]);
  const states = audio.get(id) ?? [];
  const targets = texts.targets.map((t) => ({ ...t, audio: states.find((a) => a.dialectId === t.dialectId) ?? noAudio(SENTENCES, id, t.dialectId) }));
  return { ...row, ...texts, targets, usedIn };
}

export async function blankSentence(db: Db, courseId: number) {
  const { targets, sources } = await courseTextDialects(db, courseId);
  return {
    id: -1,
    courseId,
    genderCode: '-',
    readBy: fitReadBy('-', undefined),
    sourceAdaptationNote: '',
    hasSvg: false,
    hasPng: false,
    version: 0,
    targets: blankTexts(targets),
    sources: blankTexts(sources),
    usedIn: [],
  };
}

/** The reader to store: the one sent if the gender code allows it (400 fields.readBy otherwise), else the first allowed. */
function readerOf(b: SentenceBody): Reader {
  if (b.readBy === undefined) return fitReadBy(b.genderCode, undefined);
  const problem = readByProblem(b.genderCode, b.readBy);
  if (problem) throw new HttpError(400, 'Invalid body: readBy', { readBy: problem });
  return b.readBy;
}

export async function insertSentence(tx: Db, courseId: number, b: SentenceBody): Promise<number> {
  const readBy = readerOf(b);
  const [row] = await tx
    .insert(sentences)
    .values({ courseId, genderCode: b.genderCode, readBy, sourceAdaptationNote: b.sourceAdaptationNote.trim() })
    .returning({ id: sentences.id });
  await writeTexts(tx, { ...sentenceKey(row.id), courseId }, b);
  return row.id;
}

export async function writeSentence(tx: Db, id: number, b: SentenceBody): Promise<void> {
  const readBy = readerOf(b);
  const [row] = await tx
    .update(sentences)
    .set({ genderCode: b.genderCode, readBy, sourceAdaptationNote: b.sourceAdaptationNote.trim() })
    .where(eq(sentences.id, id))
    .returning({ courseId: sentences.courseId });
  await writeTexts(tx, { ...sentenceKey(id), courseId: row.courseId }, b);
}

/**
 * A sentence used in a panel stays (409 naming the uses); otherwise its texts and audio references
 * go with it. Its illustration and audio files stay in the file store: ResourceConfig.beforeDelete
 * is given no file store.
 */
export async function beforeDeleteSentence(tx: Db, id: number): Promise<void> {
  const uses = await sentenceUses(tx, id);
  if (uses.length) {
    const kinds = [...new Set(uses.map((u) => u.kind))].map((k) => `${uses.filter((u) => u.kind === k).length} ${k}`).join(', ');
    throw new HttpError(409, `This sentence is in use (${kinds}) and cannot be deleted. Remove those uses first.`);
  }
  await deleteTranslations(tx, SENTENCES, [id]);
  await deleteAudioOf(tx, SENTENCES, [id]);
}

import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordLessons } from '../../lesson-outline/public';
import {
  containsPattern,
  contributionsTo,
  courses,
  recordRefModule,
  rowsOf,
  translatableTexts,
  translationTexts,
  translations,
  type Db,
} from '../../../sdk/server';
import { MODULE, TranslationStatus, type ModuleDef } from '../../../sdk/shared';
import { getProject, projectItem } from './project-store';
import { refName } from './translation-store';
import type { ConcordanceHit, ContextKind, RowContext } from '../public';

/** How many texts a concordance search answers. */
export const CONCORDANCE_LIMIT = 50;

const target = alias(translationTexts, 'target');

/**
 * GET translations/projects/{id}/concordance?text=: the done texts of the memory in the project's
 * source dialect that contain the words (case aside), with their done translation in the project's
 * dialect, shortest first (as OmegaT's and Matecat's concordance), across courses as the memory is.
 */
export async function concordance(db: Db, modules: ModuleDef[], projectId: number, text: string): Promise<ConcordanceHit[]> {
  const project = await getProject(db, projectId);
  const words = text.trim();
  if (!words) return [];
  const rows = await db
    .select({
      id: translations.id,
      courseId: translations.courseId,
      courseName: courses.name,
      ref: translations.ref,
      refId: translations.refId,
      fromText: translationTexts.text,
      text: target.text,
    })
    .from(translationTexts)
    .innerJoin(translations, eq(translations.id, translationTexts.translationId))
    .innerJoin(
      target,
      and(
        eq(target.translationId, translationTexts.translationId),
        eq(target.dialectId, project.toDialectId),
        eq(target.status, TranslationStatus.DONE),
        ne(target.text, ''),
      ),
    )
    .leftJoin(courses, eq(courses.id, translations.courseId))
    .where(
      and(
        eq(translationTexts.dialectId, project.fromDialectId),
        eq(translationTexts.status, TranslationStatus.DONE),
        ilike(translationTexts.text, containsPattern(words)),
      ),
    )
    .orderBy(sql`length(${translationTexts.text})`, asc(translations.id))
    .limit(CONCORDANCE_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    fromText: r.fromText,
    text: r.text,
    ref: r.ref,
    refName: refName(modules, r.ref),
    refId: r.refId,
    course: { id: r.courseId, name: r.courseName ?? 'Global' },
  }));
}

/** The most texts of a record a context block shows: those around the row's own (a demo project's record holds every segment). */
export const CONTEXT_TEXTS = 11;

/** Spec 4 §2.1: the context block by the row's context type (its record's module). */
const KIND: Record<number, ContextKind> = {
  [MODULE.panels]: 'panel',
  [MODULE.panelIntro]: 'panel',
  [MODULE.panelTitle]: 'panel',
  [MODULE.glossaries]: 'glossary',
  [MODULE.sentences]: 'item',
  [MODULE.dialog]: 'item',
  [MODULE.items]: 'item',
  [MODULE.segment]: 'item',
  [MODULE.reading]: 'reading',
};

/**
 * GET translations/projects/translations/{id}/context: what the right panel's Context block shows
 * for the row, by its context type (its record's module): every text of its record in the source
 * and target dialects (a panel's title and intro, a glossary's title, a reading's text), who reads
 * it aloud (sentences and dialogs, from the owner's translatableTexts.readBy) and its lesson.
 * A record of more than CONTEXT_TEXTS texts answers those around the row's field, and total.
 */
export async function rowContext(db: Db, modules: ModuleDef[], id: number): Promise<RowContext> {
  const row = await projectItem(db, modules, id);
  const [courseId] = (await db.select({ courseId: translations.courseId }).from(translations).where(eq(translations.id, row.translationId))).map(
    (r) => r.courseId,
  );
  const fields = await db
    .select({ field: translations.field, dialectId: translationTexts.dialectId, text: translationTexts.text })
    .from(translations)
    .innerJoin(translationTexts, eq(translationTexts.translationId, translations.id))
    .where(
      and(
        eq(translations.ref, row.ref),
        eq(translations.refId, row.itemId),
        inArray(translationTexts.dialectId, [row.fromDialectId, row.toDialectId]),
        ne(translationTexts.text, ''),
      ),
    )
    .orderBy(asc(translations.field));
  const byField = new Map<string, { field: string; fromText: string; toText: string }>();
  for (const f of fields) {
    const t = byField.get(f.field) ?? { field: f.field, fromText: '', toText: '' };
    if (f.dialectId === row.fromDialectId) t.fromText = f.text;
    if (f.dialectId === row.toDialectId) t.toText = f.text;
    byField.set(f.field, t);
  }
  const all = [...byField.values()];
  const at = Math.max(
    0,
    all.findIndex((t) => t.field === row.field),
  );
  const start = Math.max(0, Math.min(at - Math.floor(CONTEXT_TEXTS / 2), all.length - CONTEXT_TEXTS));
  const texts = all.slice(start, start + CONTEXT_TEXTS);
  const owners = contributionsTo(translatableTexts).filter((o) => o.ref === row.ref);
  let readBy: string | null = null;
  let lesson: number | null = null;
  for (const o of owners) {
    if (o.readBy && readBy === null) {
      readBy =
        rowsOf<{ read_by: string | null }>(await db.execute(sql`select r.read_by from (${o.readBy(courseId)}) r where r.id = ${row.itemId}`))[0]?.read_by ??
        null;
    }
  }
  const placed = owners.length ? recordLessons(courseId, row.ref) : null;
  if (placed)
    lesson = rowsOf<{ position: number | null }>(await db.execute(sql`select r.position from (${placed}) r where r.id = ${row.itemId}`))[0]?.position ?? null;
  return {
    // A part (a reading's text) has its module's context type.
    kind: KIND[recordRefModule(row.ref) ?? row.ref] ?? 'plain',
    ref: row.ref,
    refName: row.refName,
    refId: row.itemId,
    field: row.field,
    recordName: owners[0]?.name ?? row.refName,
    readBy,
    lesson,
    texts,
    total: all.length,
  };
}

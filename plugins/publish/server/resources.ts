import { sql } from 'drizzle-orm';
import {
  contributionsTo,
  courseDialectList,
  HttpError,
  recordLocations,
  rowsOf,
  translatableTexts,
  type Db,
  type TranslatableTexts,
} from '../../../sdk/server';
import type { CheckResult, PublishResource } from '../public';

/** Records published per batch when the owner does not say (spec 3 §9: 0 would mean all at once). */
export const DEFAULT_BATCH = 50;

/** A publish resource with every field it contributes. */
interface Resource extends PublishResource {
  kinds: TranslatableTexts[];
}

/** The resources: every translatable texts contribution, one per module (ref), sorted by name. */
function resources(): Resource[] {
  const byRef = new Map<number, Resource>();
  for (const t of contributionsTo(translatableTexts)) {
    const r = byRef.get(t.ref) ?? { ref: t.ref, name: t.name, batch: t.batchSize ?? DEFAULT_BATCH, enabled: true, kinds: [] };
    r.kinds.push(t);
    byRef.set(t.ref, r);
  }
  return [...byRef.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const publishResources = (): PublishResource[] => resources().map(({ kinds: _k, ...r }) => r);

export function resourceOf(ref: number): Resource {
  const r = resources().find((x) => x.ref === ref);
  if (!r) throw new HttpError(400, 'Not a publish resource', { ref: 'Not a publish resource' });
  return r;
}

/** Text without tags and spaces: what a reader would see. */
export const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The check (spec 3 §2 'Publish screen'): a record is ready when each of its translatable fields has
 * a visible text in every target dialect of the course it is expected in; otherwise it fails with
 * the dialects and fields it lacks. With a publish lesson position (course setting, 0 = all), records
 * placed in a later lesson are neither checked nor published.
 */
export async function checkResource(db: Db, courseId: number, ref: number): Promise<CheckResult> {
  const r = resourceOf(ref);
  const [course] = rowsOf<{ upto: number }>(await db.execute(sql`select publish_lesson_position as upto from courses where id = ${courseId}`));
  const upTo = Number(course?.upto ?? 0);
  /** The records of a kind up to the course's publish lesson position (0: every lesson); records of no lesson always. */
  const recordsOf = (kind: TranslatableTexts, dialectId: number) =>
    upTo > 0 && kind.lessonPositions
      ? sql`select r.id from (${kind.records(courseId, dialectId)}) r where r.id not in (select id from (${kind.lessonPositions(courseId)}) lp where lp.position > ${upTo})`
      : kind.records(courseId, dialectId);
  const targets = await courseDialectList(db, courseId, 'target');
  const all = new Set<number>();
  const names = new Map<number, string>();
  const missing = new Map<number, string[]>();
  for (const kind of r.kinds) {
    for (const d of targets) {
      const rows = rowsOf<{ id: number; text: string | null }>(
        await db.execute(sql`
        select r.id, tt.text from (${recordsOf(kind, d.dialectId)}) r
          left join translations t on t.ref = ${ref} and t.ref_id = r.id and t.field = ${kind.field}
          left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${d.dialectId}`),
      );
      for (const row of rows) {
        const id = Number(row.id);
        all.add(id);
        const text = visibleText(row.text ?? '');
        if (text && !names.has(id)) names.set(id, text.length > 80 ? `${text.slice(0, 79)}…` : text);
        if (!text) missing.set(id, [...(missing.get(id) ?? []), r.kinds.length > 1 ? `${d.dialectCode} ${kind.field}` : d.dialectCode]);
      }
    }
  }
  const ids = [...all].sort((a, b) => a - b);
  const failing = ids.filter((id) => missing.has(id));
  const locations = await recordLocations(db, ref, failing);
  return {
    ref,
    ids: ids.filter((id) => !missing.has(id)),
    details: failing.map((id) => ({
      ref,
      refName: names.get(id) ?? `${r.name} #${id}`,
      refId: id,
      error: `No text in ${missing.get(id)!.join(', ')}`,
      open: locations.get(id) ?? null,
    })),
  };
}

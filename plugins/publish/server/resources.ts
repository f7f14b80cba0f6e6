import { sql, type SQL } from 'drizzle-orm';
import { contributionsTo, courseDialectList, HttpError, recordLocations, rowsOf, textDialects, translatableTexts, type Db } from '../../../sdk/server';
import type { DialectRef } from '../../../sdk/shared';
import { recordLessons } from '../../lesson-outline/public';
import { publishedTexts, type CheckResult, type PublishedTexts, type PublishResource } from '../public';

/** Records published per batch when the owner does not say (spec 3 §9: 0 would mean all at once). */
export const DEFAULT_BATCH = 50;

/**
 * One field of a resource: a translation in the course's target or source dialects, or a column of
 * the record (one text for every target dialect), as its owner's contribution says.
 */
interface Kind {
  field: string;
  dialects: 'target' | 'source' | 'column';
  /** An empty text is no failure (see PublishedTexts.optional). */
  optional?: boolean;
  /** Checked in the source dialects too (TranslatableTexts.translated). */
  translated?: boolean;
  /** `select id …` of the course's records (for a column, with their `text`). */
  records(courseId: number, dialectId?: number): SQL;
  partOf?: PublishedTexts['partOf'];
}

/** The lesson of each record of a kind (`select id, position`): the Lesson Outline's one rule, a part in its parent's. */
function lessonsOfKind(courseId: number, ref: number, kind: Kind): SQL | null {
  if (!kind.partOf) return recordLessons(courseId, ref);
  const parents = recordLessons(courseId, kind.partOf.ref);
  return parents && sql`select p.id, pl.position from (${kind.partOf.parents(courseId)}) p join (${parents}) pl on pl.id = p.parent_id`;
}

/** A publish resource with every field it contributes. */
interface Resource extends PublishResource {
  kinds: Kind[];
}

/**
 * The resources: every translatableTexts and publishedTexts contribution, one resource per module
 * (ref), sorted by name. Each owner says in which dialects its texts must be (see their
 * contributions): target texts in every target dialect, source texts (trainer titles, panel intros)
 * in every source dialect, columns once.
 */
function resources(): Resource[] {
  const byRef = new Map<number, Resource>();
  const add = (ref: number, name: string, batch: number | undefined, kind: Kind) => {
    const r = byRef.get(ref) ?? { ref, name, batch: batch ?? DEFAULT_BATCH, enabled: true, kinds: [] };
    r.kinds.push(kind);
    byRef.set(ref, r);
  };
  for (const t of contributionsTo(translatableTexts)) add(t.ref, t.name, t.batchSize, { ...t, dialects: t.dialects ?? 'target' });
  for (const p of contributionsTo(publishedTexts)) add(p.ref, p.name, undefined, p);
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

/** The course's dialects a kind's texts must be in, as Health counts them (none for a column: its one text). */
async function dialectsOf(db: Db, courseId: number, kind: Kind): Promise<DialectRef[]> {
  return kind.dialects === 'column' ? [] : textDialects(db, courseId, { dialects: kind.dialects, translated: kind.translated });
}

/**
 * The check (spec 3 §2 'Publish screen'): a record is ready when each of its fields has a visible
 * text in every dialect it is expected in (a column: its text); otherwise it fails with the dialects
 * and fields it lacks. With a publish lesson position (course setting, 0 = all), records placed in a
 * later lesson are neither checked nor published.
 */
export async function checkResource(db: Db, courseId: number, ref: number): Promise<CheckResult> {
  const r = resourceOf(ref);
  const [course] = rowsOf<{ upto: number }>(await db.execute(sql`select publish_lesson_position as upto from courses where id = ${courseId}`));
  const upTo = Number(course?.upto ?? 0);
  /** The records of a kind up to the course's publish lesson position (0: every lesson); records of no lesson always. */
  const recordsOf = (kind: Kind, dialectId?: number) => {
    const placed = upTo > 0 ? lessonsOfKind(courseId, ref, kind) : null;
    return placed
      ? sql`select r.* from (${kind.records(courseId, dialectId)}) r where r.id not in (select id from (${placed}) lp where lp.position > ${upTo})`
      : kind.records(courseId, dialectId);
  };
  const all = new Set<number>();
  const names = new Map<number, string>();
  const missing = new Map<number, string[]>();
  const seen = (id: number, text: string, lack: string, optional = false) => {
    all.add(id);
    const visible = visibleText(text);
    if (visible && !names.has(id)) names.set(id, visible.length > 80 ? `${visible.slice(0, 79)}…` : visible);
    if (!visible && !optional) missing.set(id, [...(missing.get(id) ?? []), lack]);
  };
  // A failure names the field only when more than one field of the resource can fail.
  const namesField = r.kinds.filter((k) => !k.optional).length > 1;
  for (const kind of r.kinds) {
    if (kind.dialects === 'column') {
      const rows = rowsOf<{ id: number; text: string | null }>(await db.execute(sql`select r.id, r.text from (${recordsOf(kind)}) r`));
      for (const row of rows) seen(Number(row.id), row.text ?? '', kind.field, kind.optional);
      continue;
    }
    for (const d of await dialectsOf(db, courseId, kind)) {
      const rows = rowsOf<{ id: number; text: string | null }>(
        await db.execute(sql`
        select r.id, tt.text from (${recordsOf(kind, d.dialectId)}) r
          left join translations t on t.ref = ${ref} and t.ref_id = r.id and t.field = ${kind.field}
          left join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${d.dialectId}`),
      );
      for (const row of rows) seen(Number(row.id), row.text ?? '', namesField ? `${d.dialectCode} ${kind.field}` : d.dialectCode, kind.optional);
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

const list = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Copies the texts of a resource's records (ids) into a publication: each field in its dialects, a
 * column in every target dialect. A text in the language taught goes with its translations into the
 * learners' languages (the course's source dialects, which the CAT writes) where they exist: a lesson
 * shows both. The check does not ask for them (the translation dashboard counts what is left).
 */
export async function copyTexts(db: Db, publicationId: number, courseId: number, ref: number, ids: number[]): Promise<void> {
  const targets = (await courseDialectList(db, courseId, 'target')).map((d) => d.dialectId);
  const sources = (await courseDialectList(db, courseId, 'source')).map((d) => d.dialectId);
  if (!ids.length) return;
  for (const kind of resourceOf(ref).kinds) {
    if (kind.dialects === 'column') {
      if (!targets.length) continue;
      await db.execute(sql`
        insert into publication_texts (publication_id, ref, ref_id, field, dialect_id, text)
        select ${publicationId}, ${ref}, r.id, ${kind.field}, d.id, r.text from (${kind.records(courseId)}) r
          cross join (select unnest(array[${list(targets)}]::int[]) as id) d
         where r.id in (${list(ids)}) and r.text <> ''
        on conflict do nothing`);
      continue;
    }
    const checked = (await dialectsOf(db, courseId, kind)).map((d) => d.dialectId);
    const dialects = kind.dialects === 'target' ? [...new Set([...checked, ...sources])] : checked;
    if (!dialects.length) continue;
    await db.execute(sql`
      insert into publication_texts (publication_id, ref, ref_id, field, dialect_id, text)
      select ${publicationId}, t.ref, t.ref_id, t.field, tt.dialect_id, tt.text from translations t
        join translation_texts tt on tt.translation_id = t.id
       where t.ref = ${ref} and t.field = ${kind.field} and t.ref_id in (${list(ids)})
         and tt.dialect_id in (${list(dialects)}) and tt.text <> ''
      on conflict do nothing`);
  }
}

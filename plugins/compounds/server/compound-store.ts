import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { conceptType, containsPattern, courseDialectList, defaultDialects, HttpError, rowsOf, type Db, type ListFilter } from '../../../sdk/server';
import { MEMBER_REFS, NEEDS_SAVED_COMPOUND, type CompoundInflect, type CompoundMember } from '../shared/types';
import { compoundInflectForms, compoundInflects, compoundItems, compounds, compoundTypes } from './tables';

export interface CompoundBody {
  compoundType: number | null;
  wordClass: number | null;
  title: string;
  overwriteInflect: boolean;
  inflects: { dialectId: number; inflectWord: string; splitType: number; preselected: boolean }[];
  items: { ref: number; refId: number }[];
}

/**
 * Grid rows: id, title, type, the form and the number of inflected forms in the default target
 * dialect, and the member count (one query for the whole list); ?compoundType= filters by type.
 */
export async function listCompounds(db: Db, courseId: number, { text, id, compoundType }: ListFilter & { compoundType?: number }) {
  const d = await defaultDialects(db, courseId);
  const like = text ? containsPattern(text) : '';
  const rows = rowsOf<{
    id: number;
    title: string;
    compoundType: number | null;
    compoundTypeName: string | null;
    form: string | null;
    nInflects: number;
    nItems: number;
  }>(
    await db.execute(sql`
    select c.id, c.title, c.compound_type_id as "compoundType", t.name as "compoundTypeName",
           (select i.inflect_word from ${compoundInflects} i where i.compound_id = c.id and i.dialect_id = ${d.target ?? 0}) as form,
           (select count(*)::int from ${compoundInflectForms} f where f.compound_id = c.id and f.dialect_id = ${d.target ?? 0}) as "nInflects",
           (select count(*)::int from ${compoundItems} m where m.compound_id = c.id) as "nItems"
      from ${compounds} c left join ${compoundTypes} t on t.id = c.compound_type_id
     where c.course_id = ${courseId}
       and (${id ?? null}::int is null or c.id = ${id ?? null})
       and (${compoundType ?? null}::int is null or c.compound_type_id = ${compoundType ?? null})
       and (${like} = '' or c.title ilike ${like}
            or exists (select 1 from ${compoundInflects} i where i.compound_id = c.id and i.inflect_word ilike ${like}))
     order by lower(c.title), c.id`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    compoundTypeName: r.compoundTypeName ?? '',
    form: r.form ?? '',
    nInflects: Number(r.nInflects),
    nItems: Number(r.nItems),
  }));
}

/** The inflect settings for every target dialect of the course, the compound's where it has some, with its number of inflected forms there. */
export async function inflectsOf(db: Db, courseId: number, compoundId: number | null): Promise<CompoundInflect[]> {
  const dialects = await courseDialectList(db, courseId, 'target');
  const [rows, counts] =
    compoundId === null
      ? [[], []]
      : await Promise.all([
          db.select().from(compoundInflects).where(eq(compoundInflects.compoundId, compoundId)),
          db
            .select({ dialectId: compoundInflectForms.dialectId, n: count() })
            .from(compoundInflectForms)
            .where(eq(compoundInflectForms.compoundId, compoundId))
            .groupBy(compoundInflectForms.dialectId),
        ]);
  return dialects.map((d) => {
    const r = rows.find((x) => x.dialectId === d.dialectId);
    const nInflects = Number(counts.find((x) => x.dialectId === d.dialectId)?.n ?? 0);
    return { ...d, inflectWord: r?.inflectWord ?? '', splitType: r?.splitType ?? 0, preselected: r?.preselected ?? false, nInflects };
  });
}

/** The members in order, with their titles from their concept types. */
export async function membersOf(db: Db, compoundId: number): Promise<CompoundMember[]> {
  const rows = await db.select().from(compoundItems).where(eq(compoundItems.compoundId, compoundId)).orderBy(asc(compoundItems.position));
  const titles = new Map<number, Map<number, string>>();
  for (const ref of new Set(rows.map((r) => r.ref))) {
    titles.set(
      ref,
      (await conceptType(ref)?.titles?.(
        db,
        rows.filter((r) => r.ref === ref).map((r) => r.refId),
      )) ?? new Map(),
    );
  }
  return rows.map((r, i) => ({ ref: r.ref, refId: r.refId, order: i + 1, title: titles.get(r.ref)?.get(r.refId) ?? `#${r.refId}` }));
}

export async function getCompound(db: Db, id: number) {
  const [c] = await db.select().from(compounds).where(eq(compounds.id, id));
  if (!c) return null;
  const d = await defaultDialects(db, c.courseId);
  return {
    id: c.id,
    courseId: c.courseId,
    compoundType: c.compoundTypeId,
    wordClass: c.wordClass,
    title: c.title,
    overwriteInflect: c.overwriteInflect,
    version: c.version,
    sourceDialectId: d.source ?? null,
    inflects: await inflectsOf(db, c.courseId, c.id),
    items: await membersOf(db, c.id),
  };
}

export async function blankCompound(db: Db, courseId: number) {
  const d = await defaultDialects(db, courseId);
  return {
    id: -1,
    courseId,
    compoundType: null,
    wordClass: null,
    title: '',
    overwriteInflect: false,
    version: 0,
    sourceDialectId: d.source ?? null,
    inflects: await inflectsOf(db, courseId, null),
    items: [],
  };
}

const bad = (fields: Record<string, string>) => new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);

/**
 * The dialects must be the course's targets, the members vocabulary entries or panels, each once
 * (400 naming the fields otherwise); that the type and members are the course's, the host checks.
 */
async function check(db: Db, courseId: number, b: CompoundBody) {
  const fields: Record<string, string> = {};
  const targets = new Set((await courseDialectList(db, courseId, 'target')).map((d) => d.dialectId));
  b.inflects.forEach((x, i) => {
    if (!targets.has(x.dialectId)) fields[`inflects.${i}.dialectId`] = 'Not a target dialect of this course';
  });
  const seen = new Set<string>();
  for (const [i, m] of b.items.entries()) {
    if (!MEMBER_REFS.some((r) => r.ref === m.ref)) {
      fields[`items.${i}.ref`] = 'Not a vocabulary entry or a panel';
      continue;
    }
    if (seen.has(`${m.ref}:${m.refId}`)) fields[`items.${i}.refId`] = 'Already a member';
    seen.add(`${m.ref}:${m.refId}`);
  }
  if (Object.keys(fields).length) throw bad(fields);
}

export async function writeInflects(db: Db, compoundId: number, inflects: CompoundBody['inflects']) {
  for (const x of inflects) {
    const values = { inflectWord: x.inflectWord, splitType: x.splitType, preselected: x.preselected };
    await db
      .insert(compoundInflects)
      .values({ compoundId, dialectId: x.dialectId, ...values })
      .onConflictDoUpdate({ target: [compoundInflects.compoundId, compoundInflects.dialectId], set: values });
  }
}

async function writeMembers(db: Db, compoundId: number, items: CompoundBody['items']) {
  await db.delete(compoundItems).where(eq(compoundItems.compoundId, compoundId));
  if (items.length) await db.insert(compoundItems).values(items.map((m, i) => ({ compoundId, position: i + 1, ref: m.ref, refId: m.refId })));
}

const fieldsOf = (b: CompoundBody) => ({ compoundTypeId: b.compoundType, wordClass: b.wordClass, title: b.title, overwriteInflect: b.overwriteInflect });

export async function insertCompound(tx: Db, courseId: number, b: CompoundBody): Promise<number> {
  // Spec 2 §5: adding members needs a saved compound.
  if (b.items.length) throw bad({ items: NEEDS_SAVED_COMPOUND });
  await check(tx, courseId, b);
  const [row] = await tx
    .insert(compounds)
    .values({ courseId, ...fieldsOf(b) })
    .returning({ id: compounds.id });
  await writeInflects(tx, row.id, b.inflects);
  return row.id;
}

export async function writeCompound(tx: Db, id: number, b: CompoundBody): Promise<void> {
  const courseId = await courseOfCompound(tx, id);
  await check(tx, courseId!, b);
  await tx.update(compounds).set(fieldsOf(b)).where(eq(compounds.id, id));
  await writeInflects(tx, id, b.inflects);
  await writeMembers(tx, id, b.items);
}

export async function courseOfCompound(db: Db, id: number): Promise<number | null> {
  const [c] = await db.select({ c: compounds.courseId }).from(compounds).where(eq(compounds.id, id));
  return c ? c.c : null;
}

/** The ids among those asked that are the course's compounds. */
export async function ownCompounds(db: Db, courseId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: compounds.id })
    .from(compounds)
    .where(and(eq(compounds.courseId, courseId), inArray(compounds.id, ids)));
  return rows.map((r) => r.id);
}

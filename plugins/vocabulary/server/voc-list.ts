import { and, asc, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { HttpError, courseDialects, dialects, plannedPerRun, type Db } from '../../../sdk/server';
import { levelName } from '../shared/levels';
import { SearchSyntaxError, parseVocSearch, type ConjType, type NumberTest, type VocSearchFilter } from '../shared/search-syntax';
import type { VocRow } from '../shared/types';
import type { WordClass } from '../shared/word-classes';
import { loadCategoryTree } from './categories';
import { vocCategories, vocCategoryLinks, vocCounts, vocDialects, vocInflects, vocWords, vocs, wordClasses } from './tables';
import { vocDialectLayout } from './voc-store';
import { courseWordClasses } from './word-class-store';

export interface ListOptions {
  dialect?: number;
  text?: string;
  category?: number;
  /** One entry's row (text and category then do not filter). */
  id?: number;
}

const OPS: Record<NumberTest['op'], string> = { ':': '=', '<': '<', '>': '>' };
const compare = (expr: SQL, t: NumberTest) => sql`${expr} ${sql.raw(OPS[t.op])} ${t.value}`;

/** The conjugation type of an entry's forms in the dialect: the strongest state (irregular 3 > change 2 > regular 1), 0 for none. */
const CONJ_RANK: Record<ConjType, number> = { NO_CONJUGATION: 0, REG: 1, CHANGE: 2, IRREG: 3 };

const badDialect = () => new HttpError(400, 'Invalid query: dialect', { dialect: 'Not a dialect of this vocabulary' });
const invalidSearch = (message: string) => new HttpError(400, `Invalid search: ${message}`, { text: message });

/** Resolves T: values (a name, any case, or an id) to word class ids; an unknown one is a 400 naming it and where. */
function typeIds(classes: readonly WordClass[], value: string, position: number): number[] {
  const byName = classes.filter((c) => c.name.toLowerCase() === value.toLowerCase()).map((c) => c.id);
  const byId = /^\d+$/.test(value) ? classes.filter((c) => c.id === Number(value)).map((c) => c.id) : [];
  const ids = [...byName, ...byId];
  if (!ids.length) {
    const known = [...new Set(classes.map((c) => c.name))].join(', ');
    throw invalidSearch(`Unknown word class '${value}' in T: (at position ${position}); known: ${known}`);
  }
  return ids;
}

/**
 * The SQL conditions of a parsed search, over vocs in the searched dialect. word null: entries
 * without a word there, which the text finds only when its pattern matches '' (decided here, so the
 * database sees a constant and scans nothing for a text search) or names the entry's id.
 */
function conditions(f: VocSearchFilter, classes: readonly WordClass[], dialectId: number, word: SQL | null, gender: SQL, id: SQL): SQL[] {
  const out: SQL[] = [];
  if (f.textRegex !== null) {
    const byId = /^\d+$/.test(f.text) ? sql`${id} = ${Number(f.text)}` : sql`false`;
    if (word) out.push(sql`(${word} ~* ${f.textRegex} or ${byId})`);
    else if (!new RegExp(f.textRegex, 'iu').test('')) out.push(byId);
  }
  const anyOf = <T>(items: { value: T; negated: boolean }[], test: (values: T[]) => SQL, not: (values: T[]) => SQL) => {
    const plain = items.filter((x) => !x.negated).map((x) => x.value);
    const negated = items.filter((x) => x.negated).map((x) => x.value);
    if (plain.length) out.push(test(plain));
    if (negated.length) out.push(not(negated));
  };

  const typeFilters = f.types.map((t) => ({ value: typeIds(classes, t.value, t.position), negated: t.negated }));
  anyOf(
    typeFilters,
    (ids) => inArray(vocs.wordClassId, ids.flat()),
    (ids) => sql`(${vocs.wordClassId} is null or ${vocs.wordClassId} not in ${ids.flat()})`,
  );
  anyOf(
    f.genders.map((g) => ({ ...g, value: g.value === '-' ? '' : g.value })),
    (gs) => sql`${gender} in ${gs}`,
    (gs) => sql`${gender} not in ${gs}`,
  );
  for (const has of f.images) out.push(has ? sql`${vocs.image} is not null` : sql`${vocs.image} is null`);
  for (const t of f.imageAiScores) out.push(compare(sql`${vocs.imageAiScore}`, t));
  const nCategories = sql`(select count(*) from ${vocCategoryLinks} l where l.voc_id = coalesce("vocs"."parent_synonym_id", "vocs"."id"))`;
  for (const t of f.categoryCounts) out.push(compare(nCategories, t));
  for (const id of f.inflectIds) {
    out.push(sql`exists (select 1 from ${vocInflects} i where i.voc_id = "vocs"."id" and i.dialect_id = ${dialectId} and i.inflect_id = ${id})`);
  }
  const conjType = sql`coalesce((select max(case i.conj_state when 3 then 3 when 2 then 2 when 1 then 1 else 0 end)
    from ${vocInflects} i where i.voc_id = "vocs"."id" and i.dialect_id = ${dialectId}), 0)`;
  anyOf(
    f.conjTypes.map((c) => ({ ...c, value: CONJ_RANK[c.value] })),
    (ranks) => sql`${conjType} in ${ranks}`,
    (ranks) => sql`${conjType} not in ${ranks}`,
  );
  return out;
}

/** Whether a search tests the text alone (nothing of the entry beyond its word). */
const textOnly = (f: VocSearchFilter) =>
  !f.types.length &&
  !f.genders.length &&
  !f.images.length &&
  !f.imageAiScores.length &&
  !f.categoryCounts.length &&
  !f.inflectIds.length &&
  !f.conjTypes.length;

/**
 * Grid rows of a vocabulary (GET courses/{course}/vocs?dialect=&text= or ?category=): the text of
 * each entry in the dialect (default: the default target dialect), searched with the vocabulary
 * search syntax; a mistake in the query is a 400 naming it in fields.text.
 */
export async function listVocs(db: Db, courseId: number, opts: ListOptions = {}): Promise<VocRow[]> {
  return (await queryVocs(db, courseId, opts)).rows;
}

/**
 * One page of the grid rows (GET …/vocs?offset=&limit=): the rows listVocs answers from offset, in
 * its order, and how many there are in all, in one query: the total of the whole vocabulary is read
 * from voc_counts; a search's or a category's is counted.
 */
export async function pageVocs(db: Db, courseId: number, opts: ListOptions & { offset: number; limit: number }): Promise<{ rows: VocRow[]; total: number }> {
  const page = await queryVocs(db, courseId, opts, { offset: opts.offset, limit: opts.limit });
  // A page past the end has no row to carry the count: count them apart (only then).
  if (!page.rows.length && opts.offset > 0) page.total = (await queryVocs(db, courseId, opts, { offset: 0, limit: 1 })).total;
  return page;
}

async function queryVocs(db: Db, courseId: number, opts: ListOptions, page?: { offset: number; limit: number }): Promise<{ rows: VocRow[]; total: number }> {
  // The grid's own call (a dialect, no search, no category) is one query: the dialect is checked
  // by a column of it, and only when it yields no row does the layout decide.
  const plain = opts.dialect !== undefined && !opts.text?.trim() && opts.category === undefined;
  let dialectId = opts.dialect ?? 0;
  if (!plain) {
    const layout = await vocDialectLayout(db, courseId);
    dialectId = opts.dialect ?? layout.find((d) => d.kind === 'target')?.dialectId ?? 0;
    if (opts.dialect !== undefined && !layout.some((d) => d.dialectId === opts.dialect)) throw badDialect();
  }
  let filter: VocSearchFilter | undefined;
  if (opts.id === undefined && opts.text?.trim()) {
    try {
      filter = parseVocSearch(opts.text);
    } catch (e) {
      if (e instanceof SearchSyntaxError) throw invalidSearch(e.message);
      throw e;
    }
  }
  const classes = filter ? await courseWordClasses(db, courseId) : [];
  const tree = opts.category !== undefined ? await loadCategoryTree(db) : undefined;
  if (tree && !tree.has(opts.category!)) {
    throw new HttpError(400, 'Invalid query: category', { category: 'No such category' });
  }

  // The word in the dialect comes from voc_words (kept from the translations by triggers), whose
  // index (course, dialect, sortKey, id) is the grid's order: entries with a word by sortKey, then
  // those without one by id.
  // Per row scalar subqueries (by the primary keys) rather than joins: the planner hashes whole tables for a join.
  const gender = sql<string>`coalesce((select d.gender from ${vocDialects} d where d.voc_id = "vocs"."id" and d.dialect_id = ${dialectId}), '')`;
  const scope = [eq(vocs.courseId, courseId)];
  if (opts.id !== undefined) scope.push(eq(vocs.id, opts.id));
  else if (opts.category !== undefined) {
    scope.push(sql`exists (select 1 from ${vocCategoryLinks} l where l.voc_id = coalesce("vocs"."parent_synonym_id", "vocs"."id")
      and l.category_id in ${tree!.descendants(opts.category)})`);
  }
  const searched = (word: SQL | null, id: SQL = sql`${vocs.id}`) => (filter ? conditions(filter, classes, dialectId, word, gender, id) : []);
  const where = (word: SQL | null, id?: SQL) => and(...scope, ...searched(word, id));
  const onWord = and(eq(vocWords.vocId, vocs.id), eq(vocWords.dialectId, dialectId));

  // Category names per entry, sorted by code point as the grid showed them (a synonym child shows its parent synonym's).
  const categories = sql<string | null>`(select string_agg(n, ', ' order by n collate "C") from (select (select c.name from ${vocCategories} c
    where c.id = l.category_id) n from ${vocCategoryLinks} l where l.voc_id = coalesce("vocs"."parent_synonym_id", "vocs"."id")) x)`;
  const dialectOk =
    courseId === 0
      ? sql<boolean>`exists (select 1 from ${dialects} d where d.id = ${dialectId})`
      : sql<boolean>`exists (select 1 from ${courseDialects} cd where cd.course_id = ${courseId} and cd.dialect_id = ${dialectId})`;

  let totalOfPage = sql<number>`0`;
  let selected = where(sql`coalesce(${vocWords.word}, '')`);
  let ctes: WithSubquery[] = [];
  if (page) {
    // A page: the ids of its entries with a word (an index range of voc_words from offset), then,
    // when the page reaches past them, of its entries without one (by id), and the counts.
    const inRange = [eq(vocWords.courseId, courseId), eq(vocWords.dialectId, dialectId)];
    const wordOnly = opts.category === undefined && (!filter || textOnly(filter));
    const wordedColumns = { id: sql<number>`${vocWords.vocId}`.as('id'), sortKey: sql<string>`${vocWords.sortKey}`.as('sort_key') };
    const worded = wordOnly
      ? db
          .select(wordedColumns)
          .from(vocWords)
          .where(and(...inRange, ...searched(sql`${vocWords.word}`, sql`${vocWords.vocId}`)))
      : db
          .select(wordedColumns)
          .from(vocWords)
          .innerJoin(vocs, eq(vocs.id, vocWords.vocId))
          .where(and(...inRange, where(sql`${vocWords.word}`, sql`${vocWords.vocId}`)));
    const wordless = db
      .select({ id: sql<number>`${vocs.id}`.as('id') })
      .from(vocs)
      .where(and(where(null), sql`not exists (select 1 from ${vocWords} w where w.voc_id = ${vocs.id} and w.dialect_id = ${dialectId})`));
    const countsColumns = { total: sql<number>`total`, worded: sql<number>`worded` };
    const pageOf = (from: SQL | WithSubquery) => sql`select id from ${from} order by sort_key, id offset ${page.offset} limit ${page.limit}`;
    let counts, first;
    if (filter || opts.category !== undefined) {
      // A search or a category: its matching words are found once, then counted and paged.
      const matched = db.$with('matched').as(worded);
      counts = db.$with('counts', countsColumns).as(sql`select n.worded + (select count(*) from (${wordless}) x) as total, n.worded
        from (select count(*) as worded from ${matched}) n`);
      first = db.$with('first', { id: sql<number>`id` }).as(pageOf(matched));
      ctes = [matched, counts, first];
    } else {
      counts = db.$with('counts', countsColumns).as(sql`select
        coalesce((select n from ${vocCounts} where course_id = ${courseId} and dialect_id = 0), 0) as total,
        ${dialectId > 0 ? sql`coalesce((select n from ${vocCounts} where course_id = ${courseId} and dialect_id = ${dialectId}), 0)` : sql`0`} as worded`);
      first = db.$with('first', { id: sql<number>`id` }).as(pageOf(sql`(${worded}) w`));
      ctes = [counts, first];
    }
    totalOfPage = sql<number>`(select total from ${counts})`;
    // The limit of the second part is 0 on a page full of words, or when no entry without a word is
    // left from its offset: the database then does not run it.
    selected = sql`${vocs.id} in (select id from ${first} union all (${wordless} order by ${vocs.id}
      offset (select greatest(0, ${page.offset} - worded) from ${counts})
      limit least(${page.limit} - (select count(*) from ${first}), (select greatest(0, total - worded - greatest(0, ${page.offset} - worded)) from ${counts}))))`;
  }
  const query = (h: Db) =>
    h
      .with(...ctes)
      .select({
        total: totalOfPage,
        id: vocs.id,
        title: vocs.title,
        level: vocs.level,
        image: vocs.image,
        parentId: vocs.parentId,
        parentSynonymId: vocs.parentSynonymId,
        word: sql<string>`coalesce(${vocWords.word}, '')`,
        gender,
        wordClass: wordClasses.name,
        categories,
        dialectOk,
        nInflects: sql<number>`(select count(*)::int from ${vocInflects} i where i.voc_id = "vocs"."id" and i.dialect_id = ${dialectId})`,
      })
      .from(vocs)
      .leftJoin(vocWords, onWord)
      .leftJoin(wordClasses, eq(wordClasses.id, vocs.wordClassId))
      .where(selected)
      .orderBy(sql`${vocWords.vocId} is null`, asc(vocWords.sortKey), asc(vocs.id));
  // A search's best plan depends on its pattern (the trigram index, or the order of the words).
  const rows = filter ? await plannedPerRun(db, query) : await query(db);
  if (plain && (rows.length === 0 || !rows[0].dialectOk) && !(await vocDialectLayout(db, courseId)).some((d) => d.dialectId === dialectId)) {
    throw badDialect();
  }

  const total = page ? Number(rows[0]?.total ?? 0) : rows.length;
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      word: r.word,
      gender: r.gender,
      wordClass: r.wordClass ?? '',
      level: r.level,
      levelName: levelName(r.level),
      nInflects: Number(r.nInflects),
      categories: r.categories ?? '',
      tree: r.parentSynonymId ? `synonym of #${r.parentSynonymId}` : r.parentId ? `child of #${r.parentId}` : '',
      image: r.image !== null,
    })),
  };
}

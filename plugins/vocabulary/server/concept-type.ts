import { sql } from 'drizzle-orm';
import {
  containsPattern,
  matchDictionary,
  TableCache,
  tableWritesOf,
  textWritesVersion,
  type ConceptType,
  type Db,
  type FormDictionary,
} from '../../../sdk/server';
import { normalizeWord } from '../../../sdk/shared';
import { VOCS_COURSE, type VocTooltip } from '../shared/types';
import { getVoc, WORD_FIELD } from './voc-store';
import { rowsOf } from '../../../sdk/server';

/** The longest form matched, in words (a written-together Chinese word may span several segments). */
const MAX_WORDS = 6;

/** Writes of inflected forms alone (the inflect viewer, the batch target): a fresh dictionary too. */
let formWrites = 0;
export const formsWritten = () => {
  formWrites++;
};
/** What a dictionary is read from. */
const DICTIONARY_TABLES = ['vocs', 'voc_dialects', 'voc_inflects', 'translations', 'translation_texts'];
const writesVersion = (db: Db) => textWritesVersion() + formWrites + (tableWritesOf(db)?.version(DICTIONARY_TABLES) ?? 0);

/**
 * The forms of a course's vocabulary in a dialect (lower case, NFC) → entries, cached per
 * database, course and dialect. After any write to translatable texts in this process (vocabulary
 * saves write the word with its forms), or on PGlite to any table it is read from, the next match
 * waits for a fresh dictionary. Writes by other processes (PostgreSQL, where writes are not
 * counted) are caught up with in the background once it is MAX_AGE_MS old, so a guess never waits
 * for that.
 */
interface Cached {
  writes: number;
  at: number;
  dict: Promise<FormDictionary>;
  refreshing?: boolean;
}
const caches = new WeakMap<Db, Map<string, Cached>>();
const MAX_AGE_MS = 5_000;
const CACHE_SIZE = 64;

function dictionary(db: Db, courseId: number, dialectId: number): Promise<FormDictionary> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${courseId}:${dialectId}`;
  const hit = cache.get(key);
  if (hit && hit.writes === writesVersion(db)) {
    if (!tableWritesOf(db) && Date.now() - hit.at >= MAX_AGE_MS && !hit.refreshing) {
      hit.refreshing = true;
      const next = load(db, courseId, dialectId);
      // Swapped in only once loaded; a failed refresh keeps the old one and is tried again later.
      next.dict.then(
        () => {
          if (cache.get(key) === hit) cache.set(key, next);
        },
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.dict;
  }
  const fresh = load(db, courseId, dialectId);
  cache.delete(key);
  cache.set(key, fresh);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  fresh.dict.catch(() => {
    if (cache.get(key) === fresh) cache.delete(key);
  });
  return fresh.dict;
}

function load(db: Db, courseId: number, dialectId: number): Cached {
  return { writes: writesVersion(db), at: Date.now(), dict: readDictionary(db, courseId, dialectId) };
}

async function readDictionary(db: Db, courseId: number, dialectId: number): Promise<FormDictionary> {
  // Joined from the course's vocs rather than `in (select … from a CTE)`: without table statistics
  // (nothing analyzes a PGlite database) the planner rescanned the CTE per row: quadratic in the vocabulary.
  const enabled = sql`v.course_id = ${courseId}
    and not exists (select 1 from voc_dialects d where d.voc_id = v.id and d.dialect_id = ${dialectId} and not d.target_enabled)`;
  const rows = rowsOf<{ id: number; inflect: number | null; w: string }>(
    await db.execute(sql`
    select t.ref_id as id, null::int as inflect, tt.text as w
      from vocs v
      join translations t on t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = ${WORD_FIELD} and t.course_id = ${courseId}
      join translation_texts tt on tt.translation_id = t.id and tt.dialect_id = ${dialectId} and tt.text <> ''
     where ${enabled}
    union all
    select f.voc_id, f.inflect_id, f.word
      from vocs v join voc_inflects f on f.voc_id = v.id and f.dialect_id = ${dialectId}
     where ${enabled}
    order by 1, 2 nulls first`),
  );
  const dict: FormDictionary = new Map();
  for (const r of rows) {
    const w = normalizeWord(r.w.trim().replace(/\s+/g, ' '));
    const list = dict.get(w) ?? [];
    if (!list.some((e) => e.id === Number(r.id))) list.push({ id: Number(r.id), inflect: r.inflect === null ? null : Number(r.inflect) });
    dict.set(w, list);
  }
  return dict;
}

interface TooltipText {
  dialectId: number;
  dialectCode: string;
  text: string;
  kind: string;
}
interface TooltipRow {
  id: number;
  title: string;
  image: string | null;
  wordClass: string | null;
  texts: TooltipText[];
}

/** Entries' tooltip rows by id, until one of the tables they are read from is written. */
const TOOLTIP_TABLES = ['vocs', 'word_classes', 'translations', 'translation_texts', 'dialects', 'course_dialects'];
const tooltipRows = new TableCache<TooltipRow | undefined>(TOOLTIP_TABLES);

async function readTooltipRows(db: Db, ids: number[]): Promise<TooltipRow[]> {
  if (!ids.length) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; title: string; image: string | null; word_class: string | null; texts: unknown }>(
    await db.execute(sql`
    select v.id, v.title, v.image, (select w.name from word_classes w where w.id = v.word_class_id) as word_class,
           coalesce((select json_agg(json_build_object('dialectId', tt.dialect_id, 'dialectCode', d.code, 'text', tt.text,
                        'kind', case when exists (select 1 from course_dialects cd where cd.course_id = v.course_id
                          and cd.dialect_id = tt.dialect_id and cd.kind = 'target') then 'target' else 'source' end) order by tt.dialect_id)
                       from translations t join translation_texts tt on tt.translation_id = t.id
                       join dialects d on d.id = tt.dialect_id
                      where t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = ${WORD_FIELD}), '[]'::json) as texts
      from vocs v where v.id in (${idList}) order by v.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    image: r.image,
    wordClass: r.word_class,
    texts: (typeof r.texts === 'string' ? JSON.parse(r.texts) : r.texts) as TooltipText[],
  }));
}

const strip = ({ dialectId, dialectCode, text }: TooltipText) => ({ dialectId, dialectCode, text });

async function cachedTooltipRows(db: Db, ids: number[]): Promise<TooltipRow[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tooltipRows.getMany(db, wanted.map(String), async (missing) => {
    const found = new Map((await readTooltipRows(db, missing.map(Number))).map((r) => [r.id, r]));
    return missing.map((k) => found.get(Number(k)));
  });
  return rows.filter((r): r is TooltipRow => !!r);
}

const matchPhrases: ConceptType['matchMany'] = async (db, courseId, dialectId, phrases, lang) => {
  const dict = await dictionary(db, courseId, dialectId);
  return phrases.map((tokens) => matchDictionary(VOCS_COURSE, dict, tokens, lang, MAX_WORDS));
};

/** The tooltip data of entries (without their use counts): targets with the dialect's first, then sources. */
export async function vocTooltips(db: Db, ids: number[], dialectId: number): Promise<Omit<VocTooltip, 'nUses'>[]> {
  return (await cachedTooltipRows(db, ids)).map((r) => ({
    id: r.id,
    title: r.title,
    svg: r.image,
    wordClass: r.wordClass,
    targets: r.texts
      .filter((x) => x.kind === 'target')
      .map(strip)
      .sort((a, b) => Number(b.dialectId === dialectId) - Number(a.dialectId === dialectId)),
    sources: r.texts.filter((x) => x.kind !== 'target').map(strip),
  }));
}

/**
 * The course vocabulary (22) as a concept source for the linker: an entry matches where its
 * target text in the dialect OR any of its inflected forms (voc_inflects) occurs as consecutive
 * words of the phrase, compared in lower case. Only entries whose target is enabled in the dialect.
 */
export const vocConceptType: ConceptType = {
  ref: VOCS_COURSE,
  name: 'Vocabulary',
  matchMany: matchPhrases,
  tables: [...DICTIONARY_TABLES, ...TOOLTIP_TABLES],
  tooltip: vocTooltips,

  async glosses(db: Db, ids: number[]) {
    return (await cachedTooltipRows(db, ids)).map((r) => ({
      id: r.id,
      wordClass: r.wordClass,
      sources: r.texts.filter((x) => x.kind !== 'target').map(({ dialectId, text }) => ({ dialectId, text })),
    }));
  },

  card: (db: Db, id: number) => getVoc(db, id),

  async courseOf(db: Db, id: number) {
    const [r] = rowsOf<{ c: number }>(await db.execute(sql`select course_id as c from vocs where id = ${id}`));
    return r && Number(r.c) > 0 ? Number(r.c) : null;
  },

  async titles(db: Db, ids: number[]) {
    if (!ids.length) return new Map();
    const rows = rowsOf<{ id: number; title: string }>(
      await db.execute(
        sql`select id, title from vocs where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
    return new Map(rows.map((r) => [Number(r.id), r.title]));
  },

  async search(db: Db, courseId: number | null, text: string, limit: number) {
    const id = /^\d+$/.test(text) ? Number(text) : -1;
    const pattern = containsPattern(text);
    const rows = rowsOf<{ id: number; title: string; courseId: number }>(
      await db.execute(sql`
      select v.id, v.title, v.course_id as "courseId" from vocs v
       where v.course_id ${courseId === null ? sql`> 0` : sql`= ${courseId}`}
         and (${text === ''} or v.id = ${id} or v.title ilike ${pattern} or exists (
              select 1 from translations t join translation_texts tt on tt.translation_id = t.id
               where t.ref = ${VOCS_COURSE} and t.ref_id = v.id and t.field = ${WORD_FIELD} and tt.text ilike ${pattern}))
       order by (v.id = ${id}) desc, lower(v.title), v.id
       limit ${limit}`),
    );
    return rows.map((r) => ({ id: Number(r.id), title: r.title, courseId: Number(r.courseId) }));
  },
};

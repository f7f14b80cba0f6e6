import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  HttpError,
  TableCache,
  allDialects,
  courses,
  deleteTranslations,
  readTranslation,
  translationTextsBody,
  writeTranslation,
  type Db,
  type ListFilter,
  type TranslationTextsBody,
} from '../../../sdk/server';
import { DEFAULT_TARGET_DIALECT_ID, reference } from '../../../sdk/shared';
import {
  ROOT_CATEGORY,
  VOC_CATEGORIES,
  VOCS_COURSE,
  VOCS_MAIN,
  type CategoryOption,
  type CategoryVoc,
  type VocCategory,
  type VocCategoryRow,
} from '../shared/types';
import { vocCategories, vocCategoryLinks, vocs } from './tables';

export const PATH_SEPARATOR = ' > ';

export interface CategoryNode {
  id: number;
  parentId: number;
  name: string;
  /** The name in the dialect asked for (the name itself where it has no translation). */
  label: string;
  description: string;
}

export class CategoryTree {
  readonly byId: Map<number, CategoryNode>;
  private readonly children = new Map<number, number[]>();

  constructor(nodes: CategoryNode[]) {
    this.byId = new Map(nodes.map((n) => [n.id, n]));
    for (const n of nodes) this.children.set(n.parentId, [...(this.children.get(n.parentId) ?? []), n.id]);
  }

  has(id: number) {
    return this.byId.has(id);
  }

  isLeaf(id: number) {
    return this.byId.has(id) && !this.children.get(id)?.length;
  }

  /** 'Food > Fruit', from the ROOT down (labels in the tree's dialect). */
  fullPath(id: number): string {
    const parts: string[] = [];
    const seen = new Set<number>();
    for (let n = this.byId.get(id); n && !seen.has(n.id); n = this.byId.get(n.parentId)) {
      seen.add(n.id);
      parts.unshift(n.label);
    }
    return parts.join(PATH_SEPARATOR);
  }

  /** The category and everything below it. */
  descendants(id: number): number[] {
    const out = [id];
    for (let i = 0; i < out.length; i++) out.push(...(this.children.get(out[i]) ?? []));
    return out;
  }

  /** Whether `candidate` is `id` or below it. */
  isWithin(candidate: number, id: number) {
    return this.descendants(id).includes(candidate);
  }
}

const nameKey = (refId: number) => ({ ref: VOC_CATEGORIES, refId, field: 'name' });

const trees = new TableCache<CategoryTree>(['voc_categories'], 1);
const translatedTrees = new TableCache<CategoryTree>(['voc_categories', 'translations', 'translation_texts'], 16);

/** Every category, with names in the dialect; kept in memory until the tables change (see TableCache). */
export function loadCategoryTree(db: Db, dialectId?: number): Promise<CategoryTree> {
  return dialectId === undefined
    ? trees.get(db, '', () => readCategoryTree(db))
    : translatedTrees.get(db, String(dialectId), () => readCategoryTree(db, dialectId));
}

/** Raw SQL over the platform translations, as the SDK has no join helper. */
async function readCategoryTree(db: Db, dialectId?: number): Promise<CategoryTree> {
  const rows = await db
    .select({
      id: vocCategories.id,
      parentId: vocCategories.parentId,
      name: vocCategories.name,
      description: vocCategories.description,
      translated:
        dialectId === undefined
          ? sql<string | null>`null`
          : sql<string | null>`(select tt.text from translation_texts tt
      join translations t on t.id = tt.translation_id
      where t.ref = ${VOC_CATEGORIES} and t.ref_id = "voc_categories"."id" and t.field = 'name' and tt.dialect_id = ${dialectId})`,
    })
    .from(vocCategories);
  return new CategoryTree(rows.map((r) => ({ ...r, label: r.translated?.trim() || r.name })));
}

/** The options of category selects (spec 2 §5): only leaf categories, sorted by full path. */
export async function leafCategoryOptions(db: Db, dialectId: number): Promise<CategoryOption[]> {
  const tree = await loadCategoryTree(db, dialectId);
  return [...tree.byId.values()]
    .filter((n) => tree.isLeaf(n.id))
    .map((n) => ({ id: n.id, name: n.label, fullPath: tree.fullPath(n.id) }))
    .sort((a, b) => a.fullPath.localeCompare(b.fullPath) || a.id - b.id);
}

// ---- the Vocabulary Categories module (6): a resource -------------------------------------------

export const categoryBody = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  /** The ROOT (0) or a category (a declared reference). */
  parent: z.union([z.literal(ROOT_CATEGORY), reference(VOC_CATEGORIES)]).default(ROOT_CATEGORY),
  description: z.string().max(5000).default(''),
  /** The name translated into any dialect. */
  sources: translationTextsBody.default([]),
});
export type CategoryBody = z.output<typeof categoryBody>;

export async function listCategories(db: Db, _courseId: number, { text, id }: ListFilter = {}): Promise<VocCategoryRow[]> {
  const tree = await loadCategoryTree(db);
  const counts = new Map(
    (await db.select({ id: vocCategoryLinks.categoryId, n: count() }).from(vocCategoryLinks).groupBy(vocCategoryLinks.categoryId)).map((r) => [
      r.id,
      Number(r.n),
    ]),
  );
  const needle = text?.toLowerCase();
  // The full path needs the whole tree (small: the categories of the product), so one row is picked from it.
  return [...tree.byId.values()]
    .filter((n) => id === undefined || n.id === id)
    .map((n) => ({
      id: n.id,
      name: n.name,
      fullPath: tree.fullPath(n.id),
      parent: n.parentId,
      description: n.description,
      nVocs: counts.get(n.id) ?? 0,
      leaf: tree.isLeaf(n.id),
    }))
    .filter((r) => !needle || r.fullPath.toLowerCase().includes(needle) || r.description.toLowerCase().includes(needle) || String(r.id) === needle)
    .sort((a, b) => a.fullPath.localeCompare(b.fullPath) || a.id - b.id);
}

export async function getCategory(db: Db, id: number): Promise<VocCategory | null> {
  const [c] = await db.select().from(vocCategories).where(eq(vocCategories.id, id));
  if (!c) return null;
  const tree = await loadCategoryTree(db);
  return {
    id: c.id,
    version: c.version,
    name: c.name,
    parent: c.parentId,
    fullPath: tree.fullPath(c.id),
    description: c.description,
    sources: await readTranslation(db, nameKey(c.id), await allDialects(db)),
  };
}

export async function blankCategory(db: Db) {
  return {
    id: -1,
    version: 0,
    name: '',
    parent: ROOT_CATEGORY,
    fullPath: '',
    description: '',
    sources: await readTranslation(db, nameKey(-1), await allDialects(db)),
  };
}

async function checkCategory(db: Db, id: number | null, b: CategoryBody) {
  const fields: Record<string, string> = {};
  if (b.parent !== ROOT_CATEGORY && id !== null && (await loadCategoryTree(db)).isWithin(b.parent, id)) {
    fields.parent = 'A category cannot be placed inside itself or one of its subcategories';
  }
  const known = new Set((await allDialects(db)).map((d) => d.dialectId));
  b.sources.forEach((s, i) => {
    if (!known.has(s.dialectId)) fields[`sources.${i}.dialectId`] = 'No such dialect';
  });
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
}

const writeNames = (tx: Db, id: number, sources: TranslationTextsBody) =>
  writeTranslation(
    tx,
    { ...nameKey(id), courseId: 0 },
    sources.map((s) => ({ ...s, text: s.text.trim() })),
  );

export async function insertCategory(tx: Db, b: CategoryBody): Promise<number> {
  await checkCategory(tx, null, b);
  const [c] = await tx.insert(vocCategories).values({ name: b.name, parentId: b.parent, description: b.description }).returning({ id: vocCategories.id });
  await writeNames(tx, c.id, b.sources);
  return c.id;
}

export async function writeCategory(tx: Db, id: number, b: CategoryBody): Promise<void> {
  await checkCategory(tx, id, b);
  await tx.update(vocCategories).set({ name: b.name, parentId: b.parent, description: b.description }).where(eq(vocCategories.id, id));
  await writeNames(tx, id, b.sources);
}

/** A category with subcategories or entries stays (409 saying why). */
export async function beforeDeleteCategory(tx: Db, id: number): Promise<void> {
  const [{ n: children }] = await tx.select({ n: count() }).from(vocCategories).where(eq(vocCategories.parentId, id));
  if (Number(children) > 0)
    throw new HttpError(409, `This category has ${children} subcategor${Number(children) === 1 ? 'y' : 'ies'}: move or delete them first.`);
  const [{ n: used }] = await tx.select({ n: count() }).from(vocCategoryLinks).where(eq(vocCategoryLinks.categoryId, id));
  if (Number(used) > 0)
    throw new HttpError(409, `${used} vocabulary entr${Number(used) === 1 ? 'y is' : 'ies are'} in this category: remove it from them first.`);
  await deleteTranslations(tx, VOC_CATEGORIES, [id]);
}

/**
 * The Vocabulary tab of a category: the entries of every course (and the main vocabulary) in it or
 * below it, a synonym child counting in its parent synonym's categories; with their word in their
 * course's default target dialect.
 */
export async function categoryVocs(db: Db, id: number): Promise<CategoryVoc[]> {
  const tree = await loadCategoryTree(db);
  const ids = tree.descendants(id);
  const rows = await db
    .selectDistinct({
      id: vocs.id,
      courseId: vocs.courseId,
      title: vocs.title,
      courseCode: sql<string | null>`${courses.code}`,
      word: sql<string | null>`(select tt.text from translation_texts tt join translations t on t.id = tt.translation_id
      where t.ref = case when "vocs"."course_id" = 0 then ${VOCS_MAIN}::int else ${VOCS_COURSE}::int end and t.ref_id = "vocs"."id" and t.field = 'word'
        and tt.dialect_id = coalesce("courses"."target_dialect_default_id", ${DEFAULT_TARGET_DIALECT_ID}::int))`,
    })
    .from(vocs)
    .innerJoin(vocCategoryLinks, eq(vocCategoryLinks.vocId, sql`coalesce(${vocs.parentSynonymId}, ${vocs.id})`))
    .leftJoin(courses, eq(courses.id, vocs.courseId))
    .where(and(inArray(vocCategoryLinks.categoryId, ids)))
    .orderBy(asc(vocs.courseId), asc(vocs.title), asc(vocs.id))
    .limit(5000);
  return rows.map((r) => ({ id: r.id, courseId: r.courseId, courseCode: r.courseCode ?? 'Main', title: r.title, word: r.word ?? '' }));
}

import { courseDialectList, insertTranslations, type BulkTranslation, type Db, type SeedContext } from '../../../sdk/server';
import { TranslationStatus, type DialectRef } from '../../../sdk/shared';
import { ITEMS, TEXT_ITEMS } from '../public';
import { allItemSpecs, realizeItem, type ItemSpec } from './item-generator';
import { PLACES } from './item-templates';
import { items, textItems } from '../server/tables';
import { TEXT_ITEMS_DEMO, demoHtml } from './text-item-demo';

/** Items per demo course: a small demo, or the benchmark dataset. */
export const ITEM_COUNTS = { small: 40, large: 10_000 } as const;
const INSERT_BATCH = 5000;
const NO_ARTICLES = new Set(['ru', 'zh']);

/** A deterministic shuffle with the seed's generator. */
function shuffled<T>(list: T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface Planned {
  error: string;
  texts: { dialectId: number; text: string; status?: TranslationStatus }[];
}

/** Every tenth item with a place has a mistaken first source, not yet validated: the validators' to find. */
const MISTAKE_EVERY = 10;

/**
 * `count` items of a course from the templates: every combination once (in a seeded order) before
 * any repeats. A few carry a checker's error; for those with two or more sources, one source is
 * left untranslated, as the error says.
 */
export function planItems(count: number, targets: DialectRef[], sources: DialectRef[], random: () => number): Planned[] {
  // Russian and Chinese have no articles: 'a cup' and 'the cup' would be one target with two sources.
  const articles = !NO_ARTICLES.has(targets[0]?.dialectCode.split('-')[0] ?? '');
  const specs = shuffled(
    allItemSpecs().filter((s) => articles || s.det !== 'the'),
    random,
  );
  const out: Planned[] = [];
  for (let i = 0; i < count; i++) {
    const spec: ItemSpec = specs[i % specs.length];
    const texts: Planned['texts'] = [...targets, ...sources].map((d) => ({ dialectId: d.dialectId, text: realizeItem(spec, d.dialectCode) }));
    if (i % MISTAKE_EVERY === MISTAKE_EVERY - 1 && spec.place !== undefined && sources.length) {
      // The place of another item: 'a red book in the car' for 'un libro rojo en el jardín'.
      const wrong = { ...spec, place: (spec.place + 1) % PLACES.length };
      Object.assign(texts[targets.length], { text: realizeItem(wrong, sources[0].dialectCode), status: TranslationStatus.DOING });
    }
    let error = '';
    // About one in forty: a missing source (where there is a second one) or a target to check.
    if (random() < 0.025) {
      if (sources.length > 1) {
        const missing = sources[sources.length - 1];
        texts.find((t) => t.dialectId === missing.dialectId)!.text = '';
        error = `<p>Missing source text in <b>${missing.dialectCode}</b>.</p>`;
      } else {
        error = `<p>Check the target: <i>${texts[0].text}</i> may need a context note for learners.</p>`;
      }
    }
    out.push({ error, texts });
  }
  return out;
}

async function seedCourseItems(db: Db, courseId: number, planned: Planned[]): Promise<void> {
  for (let i = 0; i < planned.length; i += INSERT_BATCH) {
    const chunk = planned.slice(i, i + INSERT_BATCH);
    const ids = await db
      .insert(items)
      .values(chunk.map((p) => ({ courseId, error: p.error })))
      .returning({ id: items.id });
    const bulk: BulkTranslation[] = chunk.map((p, j) => ({ courseId, ref: ITEMS, refId: ids[j].id, field: 'text', texts: p.texts }));
    await insertTranslations(db, bulk);
  }
}

async function seedCourseTextItems(db: Db, courseId: number, dialects: DialectRef[]): Promise<void> {
  const ids = await db
    .insert(textItems)
    .values(TEXT_ITEMS_DEMO.map((t) => ({ courseId, name: t.name, error: t.error ?? '' })))
    .returning({ id: textItems.id });
  await insertTranslations(
    db,
    TEXT_ITEMS_DEMO.map((t, j) => ({
      courseId,
      ref: TEXT_ITEMS,
      refId: ids[j].id,
      field: 'html',
      texts: dialects.map((d) => ({ dialectId: d.dialectId, text: demoHtml(t, d.dialectCode) })),
    })),
  );
}

/** Items and text items for every demo course, in the course's target and source dialects. */
export default async function seedItems({ db, courses, size, random }: SeedContext): Promise<void> {
  for (const course of courses) {
    const [targets, sources] = await Promise.all([courseDialectList(db, course.id, 'target'), courseDialectList(db, course.id, 'source')]);
    await seedCourseItems(db, course.id, planItems(ITEM_COUNTS[size], targets, sources, random));
    await seedCourseTextItems(db, course.id, [...targets, ...sources]);
  }
}

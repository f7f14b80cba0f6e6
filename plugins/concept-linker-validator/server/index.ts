import { asc, eq, inArray } from 'drizzle-orm';
import {
  conceptType,
  conceptTypes,
  courses,
  defineJobKind,
  defineServerPlugin,
  HttpError,
  linksToConcept,
  route,
  type Db,
  type JobItem,
} from '../../../sdk/server';
import { languageOfDialect, plainOf, tokenize } from '../../../sdk/shared';
import {
  CLV_MESSAGES,
  CLV_PATH,
  CONCEPT_LINKER_VALIDATOR,
  conceptValidatorApi,
  hasCompounds,
  validateDraft,
  validationCreateBody,
  validationTitle,
  type ConceptRef,
  type ValidationCreateBody,
  type ValidationItemInfo,
  type ValidationParams,
} from '../public';
import { conceptValidator, type ValidationAnswer, type ValidationInput } from './agent';
import { setLink } from './links';

const SEARCH_LIMIT = 50;

const bad = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** The titles of concepts (by 'ref:refId'), from their types; a concept without one does not exist. */
async function titlesOf(db: Db, concepts: ConceptRef[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const ref of new Set(concepts.map((c) => c.ref))) {
    const type = conceptType(ref);
    const ids = concepts.filter((c) => c.ref === ref).map((c) => c.refId);
    if (type?.titles) {
      for (const [id, title] of await type.titles(db, ids)) out.set(`${ref}:${id}`, title);
    } else if (type) {
      for (const id of ids) if ((await type.courseOf(db, id)) !== null) out.set(`${ref}:${id}`, `${type.name} ${id}`);
    }
  }
  return out;
}

/** Checks the creation body in the spec's order (spec 1 §5), then that the course and the concepts exist. */
async function prepare(body: ValidationCreateBody, db: Db) {
  const main = body.item_ref && body.item_ref_id ? { ref: body.item_ref, refId: body.item_ref_id } : null;
  const alternatives = body.alternative_items ?? [];
  const failed = validateDraft({ name: body.name, courseId: body.courseId, main, alternatives });
  if (failed) throw bad(failed.field, failed.message);
  const courseId = body.courseId!;
  const [course] = courseId > 0 ? await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId)) : [{ name: '' }];
  if (!course) throw bad('courseId', 'Unknown course');
  if (!conceptType(main!.ref)) throw bad('item_ref', 'Unknown concept type');
  if (alternatives.some((a) => !conceptType(a.ref))) throw bad('alternative_items', 'Unknown concept type');
  const titles = await titlesOf(db, [main!, ...alternatives]);
  const key = (c: ConceptRef) => `${c.ref}:${c.refId}`;
  if (!titles.has(key(main!))) throw bad('item_ref_id', 'Main concept not found');
  if (alternatives.some((a) => !titles.has(key(a)))) throw bad('alternative_items', 'Alternative concept not found');
  if (courseId > 0) {
    const elsewhere = async (c: ConceptRef) => {
      const of = await conceptType(c.ref)!.courseOf(db, c.refId);
      return of !== null && of !== courseId;
    };
    if (await elsewhere(main!)) throw bad('item_ref_id', 'Main concept is not of the chosen course');
    for (const a of alternatives) if (await elsewhere(a)) throw bad('alternative_items', 'Alternative concept is not of the chosen course');
  }
  const params: ValidationParams = {
    item_ref: main!.ref,
    item_ref_id: main!.refId,
    alternative_items: alternatives.map((a) => ({ ref: a.ref, refId: a.refId })),
    includeCompounds: hasCompounds(main!.ref) ? (body.includeCompounds ?? true) : false,
    mainTitle: titles.get(key(main!))!,
    alternativeTitles: alternatives.map((a) => titles.get(key(a))!),
    courseName: course.name,
  };
  return { name: body.name!.trim(), courseId, params };
}

const slotOf = (item: JobItem<ValidationInput>) => item.input;
const selectedOf = (item: JobItem<ValidationInput>): ConceptRef | null => {
  const r = item.aiResult;
  return r?.selected_ref && r.selected_refId ? { ref: r.selected_ref, refId: r.selected_refId } : null;
};

export const conceptValidationKind = defineJobKind<ValidationParams, ValidationInput, ValidationAnswer>({
  kind: 'concept-linker-validator',
  path: CLV_PATH,
  module: CONCEPT_LINKER_VALIDATOR,
  scope: 'global',
  createBody: validationCreateBody,
  prepare: (body, { db }) => prepare(body as ValidationCreateBody, db),
  /**
   * One item per stored link of the main concept: in the course, or in every course for a global
   * validation. (Links of the main concept's compounds join when a compound concept type exists.)
   */
  async items(db, job) {
    const p = job.params;
    const links = await linksToConcept(db, { ref: p.item_ref, refId: p.item_ref_id }, job.courseId > 0 ? job.courseId : undefined);
    const courseIds = [...new Set(links.map((l) => l.courseId))];
    const names = new Map(
      (courseIds.length ? await db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, courseIds)) : []).map((c) => [
        c.id,
        c.name,
      ]),
    );
    return links.map((l) => {
      const text = plainOf(l.text);
      const tokens = tokenize(text, languageOfDialect(l.dialectCode));
      const positions = [...l.positions].sort((a, b) => a - b);
      const inText = positions.filter((x) => x >= 0 && x < tokens.length);
      const itemInfo: ValidationItemInfo = {
        text,
        words: inText.map((x) => tokens[x].text),
        positions,
        highlights: inText.map((x) => ({ start: tokens[x].start, end: tokens[x].end })),
        dialect_code: l.dialectCode,
        dialectId: l.dialectId,
        concept: { ref: p.item_ref, refId: p.item_ref_id, title: p.mainTitle },
        course: { id: l.courseId, name: names.get(l.courseId) ?? '' },
        text_ref: l.ref,
        text_ref_id: l.refId,
        linkId: l.id,
      };
      const input: ValidationInput = {
        linkId: l.id,
        courseId: l.courseId,
        ref: l.ref,
        refId: l.refId,
        dialectId: l.dialectId,
        positions,
        main: { ref: p.item_ref, refId: p.item_ref_id },
        alternatives: p.alternative_items,
        dialectCode: l.dialectCode,
        text,
        words: itemInfo.words,
        mainTitle: p.mainTitle,
        alternativeTitles: p.alternativeTitles,
      };
      return { ref: l.ref, refId: l.refId, courseId: l.courseId, itemInfo: itemInfo as unknown as Record<string, unknown>, input };
    });
  },
  agent: conceptValidator,
  aiResult: (a, run) => ({
    decision: a.decision,
    confidence: run.confidence,
    reasoning: run.reasoning,
    selected_ref: a.selected_ref ?? null,
    selected_refId: a.selected_refId ?? null,
    unlinkable_concepts: a.unlinkable_concepts ?? [],
    ...(a.decision === 'error' ? { error: run.reasoning } : {}),
  }),
  actions: {
    /** The link stays as it is (or is restored to the main concept if an earlier decision changed it). */
    keep: { apply: (item, { db }) => setLink(db, slotOf(item), slotOf(item).main) },
    /** The words are linked to the concept the AI selected, one of the alternatives. */
    change: {
      refuse: (item) => {
        const s = selectedOf(item);
        if (!s) return CLV_MESSAGES.noSelection;
        if (!slotOf(item).alternatives.some((a) => a.ref === s.ref && a.refId === s.refId))
          return 'The AI selected a concept that is not an alternative of this validation';
        return null;
      },
      apply: (item, { db }) => setLink(db, slotOf(item), selectedOf(item)),
    },
    /** The link is removed. */
    unlink: { apply: (item, { db }) => setLink(db, slotOf(item), null) },
  },
  /** Spec 1 §4: bulk actions apply to every item in review, except those whose AI run failed (manual action required). */
  bulk: {
    'bulk-keep': { action: 'keep', where: (i) => i.aiResult?.decision !== 'error' },
    'bulk-change': { action: 'change', where: (i) => i.aiResult?.decision !== 'error' },
    'bulk-unlink': { action: 'unlink', where: (i) => i.aiResult?.decision !== 'error' },
  },
  priority: true,
  process: 'process-mock-mode2',
  title: async (_db, job) => validationTitle(job.name, job.params.mainTitle ?? '', job.params.alternativeTitles ?? []),
});

const access = { module: CONCEPT_LINKER_VALIDATOR };

export default defineServerPlugin({
  jobKinds: [conceptValidationKind],
  routes: [
    route(conceptValidatorApi.conceptTypes, {
      access,
      handler: async () => conceptTypes().map((t) => ({ ref: t.ref, name: t.name, searchable: typeof t.search === 'function' })),
    }),
    route(conceptValidatorApi.concepts, {
      access,
      handler: async ({ db, query }) => {
        const type = conceptType(query.ref);
        if (!type) throw bad('ref', 'Unknown concept type');
        if (!type.search) return [];
        return type.search(db, query.courseId ? query.courseId : null, query.text.trim(), SEARCH_LIMIT);
      },
    }),
    route(conceptValidatorApi.courses, {
      access,
      handler: async ({ db }) => db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name)),
    }),
  ],
});

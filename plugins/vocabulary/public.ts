import { z } from 'zod';
import { contract, dbIdParam, MODULE, reference, resourceContract, contributionPoint } from '../../sdk/shared';
import { AI_DESCRIPTION_MAX, AI_EXAMPLES_MAX } from './shared/ai';
import {
  categoryOption,
  categoryVoc,
  voc,
  vocAiAssignment,
  vocAiProposal,
  vocCategory,
  vocCategoryRow,
  vocDialectRow,
  vocRow,
  vocTooltip,
  vocUses,
} from './shared/answers';

export type {
  CategoryOption,
  CategoryRef,
  CategoryVoc,
  Voc,
  VocAiAssignment,
  VocAiProposal,
  VocAiProposalText,
  VocAiState,
  VocCategory,
  VocCategoryRow,
  VocDialectRow,
  VocInflect,
  VocLink,
  VocRow,
  VocTooltip,
  VocTooltipText,
  VocTree,
  VocUses,
  WordClassOption,
} from './shared/types';
import type { Db } from '../../sdk/server';

/** The vocabulary plugin's public face: its module keys and the route contracts other plugins call. */
export const VOC_CATEGORIES = MODULE.vocCategories;
export const VOCS_MAIN = MODULE.vocs;
export const VOCS_COURSE = MODULE.vocsCourse;
/** The ref of word classes as records (the common ones of no course, and each course's own). */
export const WORD_CLASSES = 2201;

export const vocCategoryResource = resourceContract(
  { list: 'Voc-Categories', create: 'Voc-Categories', item: 'Voc-Categories', gridRow: 'Voc-Categories/grid/:id' },
  { record: vocCategory, row: vocCategoryRow },
);

/** The grid's filters (the resources' list query): the dialect shown (default: the default target dialect), the search text in the vocabulary search syntax, a category (with its subcategories). */
export const vocListQuery = z.object({
  dialect: z.coerce.number().int().positive().optional(),
  text: z.string().max(500).optional(),
  category: z.coerce.number().int().positive().optional(),
});

/** The course vocabulary (22): grid rows by dialect and search, the entry by id. */
export const vocsCourseResource = resourceContract(
  { list: 'courses/:courseId/vocs', create: 'vocs', item: 'vocs', gridRow: 'courses/vocs/:id' },
  { record: voc, row: vocRow, listQuery: vocListQuery, paged: true },
);

/** The main vocabulary (21), the global one: course 0. */
export const vocsMainResource = resourceContract(
  { list: 'courses/0/vocs', create: 'courses/0/vocs', item: 'courses/0/vocs', gridRow: 'courses/0/vocs/:id/grid-row' },
  { record: voc, row: vocRow, listQuery: vocListQuery, paged: true },
);

/** An entry id in a path. */
const entryId = z.coerce.number().int().positive();
const entryParams = z.object({ id: entryId });

/** An inflected form of an entry as the editor sends it. */
const inflectBody = z.object({
  inflectId: z.number().int().positive(),
  word: z.string().max(500),
  conjState: z.number().int().min(0).max(4).default(1),
});

/** One dialect of an entry as the editor sends it (the status follows the text, as writeTranslation decides). */
export const dialectRowBody = z.object({
  text: z.string().max(2000).default(''),
  gender: z.string().max(4).default(''),
  targetEnabled: z.boolean().default(true),
  inflects: z.array(inflectBody).max(300).default([]),
});
export type DialectRowBody = z.output<typeof dialectRowBody>;

/** A link to another entry of the same vocabulary (module): null or 0 unlinks. */
const linkId = (module: number) =>
  z
    .union([z.literal(0), reference(module)])
    .nullable()
    .transform((v) => (v === 0 ? null : v));

/** The New AI query as sent: only the lengths are checked by the schema; the handler checks the rest, so that a 400 names every failing field at once. */
export const aiNewQuery = z.object({
  dialect: z.string().max(20).optional(),
  wordClass: z.string().max(20).optional(),
  description: z.string().max(AI_DESCRIPTION_MAX).optional(),
  examples: z.string().max(AI_EXAMPLES_MAX).optional(),
});
export type AiNewQueryIn = z.output<typeof aiNewQuery>;

/**
 * The routes of one vocabulary's entries beside its resource: a course's under vocs/{id}…, the
 * main vocabulary's under courses/0/vocs/{id}… (an entry of the other vocabulary is not found).
 */
function entryContracts<const I extends string>(item: I, module: number) {
  return {
    dialects: contract({
      method: 'GET',
      path: `${item}/:id/dialects`,
      params: entryParams,
      answer: z.array(vocDialectRow),
      summary: 'The dialect rows of an entry',
    }),
    setDialect: contract({
      method: 'PUT',
      path: `${item}/:id/dialects/:dialectId`,
      params: z.object({ id: entryId, dialectId: entryId }),
      body: dialectRowBody.extend({ version: z.number().int().optional() }),
      answer: z.object({ version: z.number(), dialect: vocDialectRow.optional() }),
      summary: 'Sets one dialect of an entry (text, gender, targetEnabled, inflects); bumps the version (409 when a version is sent and stale)',
    }),
    parent: contract({
      method: 'PUT',
      path: `${item}/:id/parent`,
      params: entryParams,
      body: z.object({ parent: linkId(module) }),
      answer: voc.nullable(),
      summary: 'Links the entry under a parent entry (null or 0 unlinks); 400 with an error when a rule forbids it',
    }),
    parentSynonym: contract({
      method: 'PUT',
      path: `${item}/:id/parent-synonym`,
      params: entryParams,
      body: z.object({ parentSynonym: linkId(module) }),
      answer: voc.nullable(),
      summary: 'Makes the entry a synonym of another (null or 0 unlinks); 400 with an error when a rule forbids it',
    }),
    assignCategories: contract({
      method: 'POST',
      path: `${item}/:id/assign-categories`,
      params: entryParams,
      body: z.object({ vocCategories: z.array(reference(VOC_CATEGORIES)).max(100).optional() }).nullish(),
      answer: z.union([vocAiAssignment, voc]).nullable(),
      summary:
        "Replaces the entry's categories (leaf categories only; refused for a synonym child, whose categories are inherited). " +
        'Without vocCategories the agent voc_categories chooses them among the leaf categories (logged for the entry); the answer then carries assignment (categoryIds, confidence, reasoning, logId)',
    }),
    finalizeCreation: contract({
      method: 'POST',
      path: `${item}/:id/finalize-creation`,
      params: entryParams,
      answer: voc,
      summary:
        'Reviews an entry created by New AI (agent voc_review, logged for the entry): no warning confirms its AI-proposed words (aiState ok); ' +
        'warnings leave it flagged with them (aiWarnings). 400 without its default target and source words; 409 when not created by New AI or already finalized',
    }),
    aiForceOk: contract({
      method: 'PUT',
      path: `${item}/:id/ai-force-ok`,
      params: entryParams,
      answer: voc,
      summary:
        "Confirms the AI-proposed words of an entry created by New AI as they are, despite the review's warnings (aiState ok); 409 when not created by New AI or already finalized",
    }),
    uses: contract({
      method: 'GET',
      path: `${item}/:id/uses`,
      params: entryParams,
      answer: vocUses,
      summary: 'Where the entry is used, by kind (from other plugins)',
    }),
  };
}

/** A word class option (spec 1 §7): common (courseId null) or the course's own; inflectAs names the class it inflects like. */
export const wordClassOption = z.object({ id: z.number(), courseId: z.number().nullable(), name: z.string(), inflectAs: z.number().nullable() });

/** The vocabulary's routes: its entries' (per vocabulary), its lookups and the routes other modules call. */
export const vocabularyApi = {
  /** The course vocabulary's entry routes (22), and its blank entry (served by the resource) with the course's dialect rows. */
  course: {
    ...entryContracts('vocs', VOCS_COURSE),
    blank: contract({
      method: 'GET',
      path: 'vocs/new',
      query: z.object({ course: z.coerce.number().int().positive() }),
      answer: voc,
      summary: 'A blank Vocabulary entry (id -1), with the dialect rows of the course',
    }),
  },
  /** The main vocabulary's entry routes (21, course 0), and its blank entry (served by the resource). */
  main: {
    ...entryContracts('courses/0/vocs', VOCS_MAIN),
    blank: contract({
      method: 'GET',
      path: 'courses/0/vocs/new',
      answer: voc,
      summary: 'A blank Vocabulary entry (id -1), with the dialect rows of the main vocabulary',
    }),
  },
  /** The grid rows of a vocabulary (course 0: the main one), as the resource lists them, filtered (the Vocabulary search dialog). */
  rows: contract({
    method: 'GET',
    path: 'courses/:courseId/vocs',
    params: z.object({ courseId: z.coerce.number().int().min(0) }),
    query: vocListQuery,
    answer: z.array(vocRow),
    summary: 'Vocabulary grid rows in a dialect, by search text (vocabulary search syntax) and category',
  }),
  // Spec 2 §7 spells it without a course: New AI exists only in the main vocabulary (course 0, module 21).
  aiNew: contract({
    method: 'GET',
    path: 'vocs/ai-new',
    query: aiNewQuery,
    answer: vocAiProposal,
    summary:
      'New AI (main vocabulary): the agent voc_new proposes an entry from a dialect (id), an optional word class (id), a description and examples (one per line). ' +
      'Answers the proposal (word, title, level, wordClassId, a text and gender per dialect, warnings, confidence, reasoning, logId); saves nothing but the prompt log. ' +
      '400 naming the fields when dialect, description or examples are empty; 502 when the agent fails',
  }),
  categoryVocs: contract({
    method: 'GET',
    path: 'Voc-Categories/:id/vocs',
    params: entryParams,
    answer: z.array(categoryVoc),
    summary: "The category's vocabulary (every course and the main one), including its subcategories'",
  }),
  // A lookup for every vocabulary form and search dialog, whichever module shows them.
  categoryOptions: contract({
    method: 'GET',
    path: 'voc-categories/dialects/:dialectId',
    params: z.object({ dialectId: entryId }),
    answer: z.array(categoryOption),
    summary: 'Category options: the leaf categories, named in the dialect, sorted by full path',
  }),
  // Spec 1 §7; a lookup for every module with a word class (vocabulary, compounds, inflection…).
  wordClasses: contract({
    method: 'GET',
    path: 'courses/:courseId/word-classes',
    params: z.object({ courseId: z.coerce.number().int().min(0) }),
    query: z.object({ common: z.enum(['0', '1']).optional(), final: z.enum(['0', '1']).optional() }),
    answer: z.array(wordClassOption),
    summary:
      "The course's word classes (common ones and its own; course 0, the main vocabulary: the common ones); common=1 keeps the common ones, final=1 drops those that inflect as another; never id 0 or 'other'",
  }),
  // The concept linker's routes (spec 1 §2 Concept cards, §3 Tooltip data; spec 3 §2 lesson utilities), under the linker's modules.
  tooltips: contract({
    method: 'GET',
    path: 'courses/:courseId/tooltips-voc',
    params: z.object({ courseId: dbIdParam }),
    query: z.object({
      text: z
        .string()
        .default('')
        .transform((s) => [
          ...new Set(
            s
              .split(',')
              .map((x) => Number(x.trim()))
              .filter((n) => Number.isInteger(n) && n > 0),
          ),
        ]),
      dialect: dbIdParam,
    }),
    answer: z.array(vocTooltip),
    summary: 'Tooltip data of vocabulary entries: id, title, nUses, svg, targets and sources per dialect',
  }),
  card: contract({
    method: 'GET',
    path: 'vocs/:id/card',
    params: z.object({ id: dbIdParam }),
    answer: voc,
    summary: 'The card of a vocabulary entry',
  }),
  clUtils: contract({
    method: 'GET',
    path: 'groups/:courseId/voc-cl-utils',
    params: z.object({ courseId: dbIdParam }),
    // Lessons 1 to 1000; empty or invalid: every lesson (spec 2 §5).
    query: z.object({
      lessonPos: z
        .union([z.string(), z.number()])
        .optional()
        .transform((v) => (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 1000 ? Number(v) : 1000)),
    }),
    answer: z.array(z.object({ id: z.number(), title: z.string(), word: z.string(), nUses: z.number() })),
    summary: 'The course vocabulary with its usage counts in the linked texts of lessons up to lessonPos (and of no lesson)',
  }),
};

// Contribution points this plugin owns: others contribute or consume them through this face.

/**
 * Who names word classes (the vocabulary, which owns them): the name of the class whose
 * inflections a class follows ('verb' for a reflexive verb), by the class's id, or null. Lets a
 * module keeping a word class id (compounds) answer InflectOwner.wordClass.
 */
export interface WordClassNamer {
  inflectClassName(db: Db, wordClassId: number): Promise<string | null>;
}

export const wordClassNamers = contributionPoint<WordClassNamer>('word-class-namers');

export { tbxApi } from './tbx-config';

/** The whole list of a vocabulary's grid as CSV, with the grid's filters (its paged grid loads only what is shown). */
export const vocCsvApi = {
  course: contract({
    method: 'GET',
    path: 'courses/:courseId/vocs/csv',
    params: z.object({ courseId: dbIdParam }),
    query: vocListQuery,
    summary: "A course vocabulary's grid rows as a CSV file (the grid's columns), in a dialect, by search text and category: every page, streamed",
  }),
  main: contract({
    method: 'GET',
    path: 'courses/0/vocs/csv',
    query: vocListQuery,
    summary: "The main vocabulary's grid rows as a CSV file (the grid's columns), in a dialect, by search text and category: every page, streamed",
  }),
};

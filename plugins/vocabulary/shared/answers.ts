import { z } from 'zod';
import { TranslationStatus } from '../../../sdk/shared';

/** The vocabulary's answers as zod schemas (types.ts exports their types); no import of public.ts, which imports these. */

/** One inflected form of an entry in a dialect. */
const vocInflect = z.object({
  inflectId: z.number(),
  word: z.string(),
  /** ConjState: 0 none, 1 regular, 2 change, 3 irregular, 4 locked no conjugation. */
  conjState: z.number(),
});
export type VocInflect = z.output<typeof vocInflect>;

/**
 * One dialect of an entry. Target rows (the course's target dialects; every non-English dialect in
 * the main vocabulary) carry the word, its gender, its inflected forms and whether the target is
 * enabled; source rows carry the translation. Both texts are the translatable field 'word'.
 */
export const vocDialectRow = z.object({
  dialectId: z.number(),
  dialectCode: z.string(),
  kind: z.enum(['target', 'source']),
  text: z.string(),
  status: z.nativeEnum(TranslationStatus),
  /** m, f, n, mf, or '' (none). Source rows: always ''. */
  gender: z.string(),
  targetEnabled: z.boolean(),
  /** The course's default target dialect cannot be disabled; source rows have no target to disable. */
  targetCanBeDisabled: z.boolean(),
  nInflects: z.number(),
  inflects: z.array(vocInflect),
});
export type VocDialectRow = z.output<typeof vocDialectRow>;

/** Another entry, as the tree shows it: its title and its word in the default target dialect. */
const vocLink = z.object({ id: z.number(), title: z.string(), word: z.string() });
export type VocLink = z.output<typeof vocLink>;

const vocTree = z.object({ parent: vocLink.nullable(), parentSynonym: vocLink.nullable(), children: z.array(vocLink), synonyms: z.array(vocLink) });
export type VocTree = z.output<typeof vocTree>;

const categoryRef = z.object({ id: z.number(), fullPath: z.string() });
export type CategoryRef = z.output<typeof categoryRef>;

/**
 * An entry created from a New AI proposal (main vocabulary): 'created' while some of its
 * AI-proposed texts are unconfirmed (translation status doing) and no review found a problem;
 * 'flagged' when the latest review (finalize-creation) found some; 'ok' once no AI-proposed text
 * is unconfirmed (finalized, forced OK, or every proposed text changed by a person).
 */
const vocAiState = z.enum(['created', 'flagged', 'ok']);
export type VocAiState = z.output<typeof vocAiState>;

/** A vocabulary entry as the editor shows it (spec 3 §3 Vocabulary entry). */
export const voc = z.object({
  id: z.number(),
  courseId: z.number(),
  version: z.number(),
  title: z.string(),
  level: z.number().nullable(),
  wordClassId: z.number().nullable(),
  image: z.string().nullable(),
  imageAiScore: z.number().nullable(),
  /** The category ids: its own, or its parent synonym's when categoriesInherited. */
  vocCategories: z.array(z.number()),
  categoriesInherited: z.boolean(),
  categories: z.array(categoryRef),
  parent: z.number().nullable(),
  parentSynonym: z.number().nullable(),
  tree: vocTree,
  /** Compounds using the entry (course entries only; from the compounds plugin when there is one). */
  compounds: z.array(z.object({ id: z.number(), courseId: z.number() })),
  dialects: z.array(vocDialectRow),
  /**
   * Main vocabulary only: whether the entry was created from a New AI proposal and where that
   * stands (null: it was not). See VocAiState.
   */
  aiState: vocAiState.nullable().optional(),
  /** The warnings of the latest AI review (finalize-creation), while aiState is 'flagged'. */
  aiWarnings: z.array(z.string()).optional(),
  /**
   * Client side only, on an unsaved entry filled from a New AI proposal: the prompt log row of that
   * proposal. Sent with the first save (POST), which links the call to the new entry and keeps its
   * AI-proposed texts unconfirmed.
   */
  aiLogId: z.number().optional(),
});
export type Voc = z.output<typeof voc>;

/** One dialect of a New AI proposal. */
const vocAiProposalText = z.object({
  dialectId: z.number(),
  dialectCode: z.string(),
  text: z.string(),
  /** As the entry's gender ('' for none; always '' for a source dialect). */
  gender: z.string(),
});
export type VocAiProposalText = z.output<typeof vocAiProposalText>;

/** GET vocs/ai-new: a proposed entry of the main vocabulary, to fill the editor's blank record with. */
export const vocAiProposal = z.object({
  /** The dialect the user wrote the description and examples for, and its word. */
  dialectId: z.number(),
  word: z.string(),
  title: z.string(),
  level: z.number().nullable(),
  wordClassId: z.number().nullable(),
  /** Every dialect of the main vocabulary, in its order; text '' where nothing sensible was proposed. */
  dialects: z.array(vocAiProposalText),
  /** What the user should check before saving (the word is already an entry…). */
  warnings: z.array(z.string()),
  confidence: z.number(),
  reasoning: z.string(),
  model: z.string(),
  /** The call's prompt log row (sent back as aiLogId when the entry is saved). */
  logId: z.number(),
});
export type VocAiProposal = z.output<typeof vocAiProposal>;

/** POST vocs/{id}/assign-categories without categories: the entry, and what the agent chose and why. */
export const vocAiAssignment = voc.extend({
  assignment: z.object({ categoryIds: z.array(z.number()), confidence: z.number(), reasoning: z.string(), logId: z.number() }),
});
export type VocAiAssignment = z.output<typeof vocAiAssignment>;

/** A grid row of the Vocabulary screen, in the dialect the grid shows. */
export const vocRow = z.object({
  id: z.number(),
  title: z.string(),
  /** The text in the grid's dialect. */
  word: z.string(),
  gender: z.string(),
  wordClass: z.string(),
  level: z.number().nullable(),
  levelName: z.string(),
  nInflects: z.number(),
  categories: z.string(),
  /** 'synonym of #12', 'child of #7', or ''. */
  tree: z.string(),
  image: z.boolean(),
});
export type VocRow = z.output<typeof vocRow>;

/** A category option: a leaf, with its full path in the dialect asked for. */
export const categoryOption = z.object({ id: z.number(), name: z.string(), fullPath: z.string() });
export type CategoryOption = z.output<typeof categoryOption>;

export const vocCategory = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  parent: z.number(),
  fullPath: z.string(),
  description: z.string(),
  /** The name translated into each dialect. */
  sources: z.array(z.object({ dialectId: z.number(), dialectCode: z.string(), text: z.string(), status: z.nativeEnum(TranslationStatus) })),
});
export type VocCategory = z.output<typeof vocCategory>;

export const vocCategoryRow = z.object({
  id: z.number(),
  name: z.string(),
  fullPath: z.string(),
  parent: z.number(),
  description: z.string(),
  nVocs: z.number(),
  leaf: z.boolean(),
});
export type VocCategoryRow = z.output<typeof vocCategoryRow>;

/** An entry of a category's Vocabulary tab: where it is, to navigate there. */
export const categoryVoc = z.object({ id: z.number(), courseId: z.number(), courseCode: z.string(), title: z.string(), word: z.string() });
export type CategoryVoc = z.output<typeof categoryVoc>;

/** The uses of an entry, by kind of using record (from other plugins through the usages extension point). */
export const vocUses = z.object({
  id: z.number(),
  uses: z.array(z.object({ kind: z.string(), module: z.number(), items: z.array(z.object({ id: z.number(), courseId: z.number() })) })),
});
export type VocUses = z.output<typeof vocUses>;

/** A text of an entry in one dialect, as its tooltip shows it. */
const vocTooltipText = z.object({ dialectId: z.number(), dialectCode: z.string(), text: z.string() });
export type VocTooltipText = z.output<typeof vocTooltipText>;

/** Tooltip data of an entry (GET courses/{id}/tooltips-voc, spec 1 §3 Tooltip data). */
export const vocTooltip = z.object({
  id: z.number(),
  title: z.string(),
  /** How many texts of the course link the entry. */
  nUses: z.number(),
  svg: z.string().nullable(),
  wordClass: z.string().nullable(),
  /** The default dialect first. */
  targets: z.array(vocTooltipText),
  sources: z.array(vocTooltipText),
});
export type VocTooltip = z.output<typeof vocTooltip>;

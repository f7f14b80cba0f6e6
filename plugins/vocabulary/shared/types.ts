import type { DialectRef, TranslationStatus } from '../../../sdk/shared';
import type { WordClass } from './word-classes';

/** One inflected form of an entry in a dialect. */
export type VocInflect = {
  inflectId: number;
  word: string;
  /** ConjState: 0 none, 1 regular, 2 change, 3 irregular, 4 locked no conjugation. */
  conjState: number;
};

/**
 * One dialect of an entry. Target rows (the course's target dialects; every non-English dialect in
 * the main vocabulary) carry the word, its gender, its inflected forms and whether the target is
 * enabled; source rows carry the translation. Both texts are the translatable field 'word'.
 */
export type VocDialectRow = DialectRef & {
  kind: 'target' | 'source';
  text: string;
  status: TranslationStatus;
  /** m, f, n, mf, or '' (none). Source rows: always ''. */
  gender: string;
  targetEnabled: boolean;
  /** The course's default target dialect cannot be disabled; source rows have no target to disable. */
  targetCanBeDisabled: boolean;
  nInflects: number;
  inflects: VocInflect[];
};

/** Another entry, as the tree shows it: its title and its word in the default target dialect. */
export type VocLink = {
  id: number;
  title: string;
  word: string;
};

export type VocTree = {
  parent: VocLink | null;
  parentSynonym: VocLink | null;
  children: VocLink[];
  synonyms: VocLink[];
};

export type CategoryRef = {
  id: number;
  fullPath: string;
};

/** A vocabulary entry as the editor shows it (spec 3 §3 Vocabulary entry). */
export type Voc = {
  id: number;
  courseId: number;
  version: number;
  title: string;
  level: number | null;
  wordClassId: number | null;
  image: string | null;
  imageAiScore: number | null;
  /** The category ids: its own, or its parent synonym's when categoriesInherited. */
  vocCategories: number[];
  categoriesInherited: boolean;
  categories: CategoryRef[];
  parent: number | null;
  parentSynonym: number | null;
  tree: VocTree;
  /** Compounds using the entry (course entries only; from the compounds plugin when there is one). */
  compounds: { id: number; courseId: number }[];
  dialects: VocDialectRow[];
  /**
   * Main vocabulary only: whether the entry was created from a New AI proposal and where that
   * stands (null: it was not). See VocAiState.
   */
  aiState?: VocAiState | null;
  /** The warnings of the latest AI review (finalize-creation), while aiState is 'flagged'. */
  aiWarnings?: string[];
  /**
   * Client side only, on an unsaved entry filled from a New AI proposal: the prompt log row of that
   * proposal. Sent with the first save (POST), which links the call to the new entry and keeps its
   * AI-proposed texts unconfirmed.
   */
  aiLogId?: number;
};

/**
 * An entry created from a New AI proposal (main vocabulary): 'created' while some of its
 * AI-proposed texts are unconfirmed (translation status doing) and no review found a problem;
 * 'flagged' when the latest review (finalize-creation) found some; 'ok' once no AI-proposed text
 * is unconfirmed (finalized, forced OK, or every proposed text changed by a person).
 */
export type VocAiState = 'created' | 'flagged' | 'ok';

/** One dialect of a New AI proposal. */
export interface VocAiProposalText {
  dialectId: number;
  dialectCode: string;
  text: string;
  /** As the entry's gender ('' for none; always '' for a source dialect). */
  gender: string;
}

/** GET vocs/ai-new: a proposed entry of the main vocabulary, to fill the editor's blank record with. */
export interface VocAiProposal {
  /** The dialect the user wrote the description and examples for, and its word. */
  dialectId: number;
  word: string;
  title: string;
  level: number | null;
  wordClassId: number | null;
  /** Every dialect of the main vocabulary, in its order; text '' where nothing sensible was proposed. */
  dialects: VocAiProposalText[];
  /** What the user should check before saving (the word is already an entry…). */
  warnings: string[];
  confidence: number;
  reasoning: string;
  model: string;
  /** The call's prompt log row (sent back as aiLogId when the entry is saved). */
  logId: number;
}

/** POST vocs/{id}/assign-categories without categories: the entry, and what the agent chose and why. */
export type VocAiAssignment = Voc & {
  assignment: { categoryIds: number[]; confidence: number; reasoning: string; logId: number };
};

/** A grid row of the Vocabulary screen, in the dialect the grid shows. */
export type VocRow = {
  id: number;
  title: string;
  /** The text in the grid's dialect. */
  word: string;
  gender: string;
  wordClass: string;
  level: number | null;
  levelName: string;
  nInflects: number;
  categories: string;
  /** 'synonym of #12', 'child of #7', or ''. */
  tree: string;
  image: boolean;
};

/** A category option: a leaf, with its full path in the dialect asked for. */
export interface CategoryOption {
  id: number;
  name: string;
  fullPath: string;
}

export type VocCategory = {
  id: number;
  version: number;
  name: string;
  parent: number;
  fullPath: string;
  description: string;
  /** The name translated into each dialect. */
  sources: { dialectId: number; dialectCode: string; text: string; status: TranslationStatus }[];
};

export type VocCategoryRow = {
  id: number;
  name: string;
  fullPath: string;
  parent: number;
  description: string;
  nVocs: number;
  leaf: boolean;
};

/** An entry of a category's Vocabulary tab: where it is, to navigate there. */
export interface CategoryVoc {
  id: number;
  courseId: number;
  courseCode: string;
  title: string;
  word: string;
}

/** The uses of an entry, by kind of using record (from other plugins through the usages extension point). */
export interface VocUses {
  id: number;
  uses: { kind: string; module: number; items: { id: number; courseId: number }[] }[];
}

export type WordClassOption = WordClass;

/** A text of an entry in one dialect, as its tooltip shows it. */
export interface VocTooltipText {
  dialectId: number;
  dialectCode: string;
  text: string;
}

/** Tooltip data of an entry (GET courses/{id}/tooltips-voc, spec 1 §3 Tooltip data). */
export interface VocTooltip {
  id: number;
  title: string;
  /** How many texts of the course link the entry. */
  nUses: number;
  svg: string | null;
  wordClass: string | null;
  /** The default dialect first. */
  targets: VocTooltipText[];
  sources: VocTooltipText[];
}

/** Module ids (MODULES.md). */
export { VOC_CATEGORIES, VOCS_MAIN, VOCS_COURSE } from '../public';
/** The ROOT category (spec 4 §9). */
export const ROOT_CATEGORY = 0;

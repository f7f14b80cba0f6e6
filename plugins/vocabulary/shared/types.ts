import type { WordClass } from './word-classes';

/** The vocabulary's answer types, derived from their schemas. */
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
} from './answers';

export type WordClassOption = WordClass;

/** Module ids (MODULES.md). */
export { VOC_CATEGORIES, VOCS_MAIN, VOCS_COURSE } from '../public';
/** The ROOT category (spec 4 §9). */
export const ROOT_CATEGORY = 0;

import { MODULE } from '../../sdk/shared';
/** Concept Linker Validator (module 87): the rules and types shared between the server and the screen (public.ts re-exports them). */

/** Concept records by module (MODULES.md): the concept types the form knows how to name. */
export const CONCEPT_REFS = { cultural: MODULE.cultural, panel: MODULE.panels, compound: MODULE.compounds, vocabulary: MODULE.vocsCourse } as const;

/** Spec 1 §2: the search dialog of each concept type (600×555). */
export const SEARCH_DIALOG_SIZE = { width: 600, height: 555 } as const;
export function searchDialogTitle(ref: number, name: string): string {
  switch (ref) {
    case CONCEPT_REFS.compound:
      return 'Search Compounds';
    case CONCEPT_REFS.cultural:
      return 'Search Cultural Vocabulary';
    case CONCEPT_REFS.panel:
      return 'Search Panels';
    case CONCEPT_REFS.vocabulary:
      return 'Search Vocabulary';
    default:
      return `Search ${name}`;
  }
}

/** includeCompounds applies to (and is sent for) vocabulary and panel main concepts only (spec 1 §2, §5). */
export const hasCompounds = (ref: number | null | undefined) => ref === CONCEPT_REFS.vocabulary || ref === CONCEPT_REFS.panel;

/** Spec 1 §5 Concept validation creation, §8. */
export const CLV_MESSAGES = {
  name: 'Name is required',
  course: 'Course is required when not global',
  main: 'Main concept is required',
  mainInAlternatives: 'Main concept cannot appear in alternatives',
  duplicates: 'Duplicate concepts in alternatives',
  globalVocabularyOnly: 'Global scope allows vocabulary only',
  failed: 'Failed to create validation',
  noSelection: 'The AI selected no concept to change to',
} as const;

export interface ConceptRef {
  ref: number;
  refId: number;
}

/** The creation form as both sides check it: courseId 0 is global, null is 'no course chosen'. */
export interface ValidationDraft {
  name: string | null | undefined;
  courseId: number | null | undefined;
  main: ConceptRef | null | undefined;
  alternatives: ConceptRef[] | null | undefined;
}

/** The first failing rule of spec 1 §5, in the spec's order, with the body field it names; null when valid. */
export function validateDraft(d: ValidationDraft): { field: string; message: string } | null {
  if (!d.name?.trim()) return { field: 'name', message: CLV_MESSAGES.name };
  if (d.courseId === null || d.courseId === undefined || !Number.isInteger(d.courseId) || d.courseId < 0) {
    return { field: 'courseId', message: CLV_MESSAGES.course };
  }
  if (!d.main || !(d.main.ref > 0) || !(d.main.refId > 0)) return { field: 'item_ref_id', message: CLV_MESSAGES.main };
  const alts = d.alternatives ?? [];
  const same = (a: ConceptRef, b: ConceptRef) => a.ref === b.ref && a.refId === b.refId;
  if (alts.some((a) => same(a, d.main!))) return { field: 'alternative_items', message: CLV_MESSAGES.mainInAlternatives };
  if (alts.some((a, i) => alts.findIndex((b) => same(a, b)) !== i)) return { field: 'alternative_items', message: CLV_MESSAGES.duplicates };
  if (d.courseId === 0 && (d.main.ref !== CONCEPT_REFS.vocabulary || alts.some((a) => a.ref !== CONCEPT_REFS.vocabulary))) {
    return { field: d.main.ref !== CONCEPT_REFS.vocabulary ? 'item_ref' : 'alternative_items', message: CLV_MESSAGES.globalVocabularyOnly };
  }
  return null;
}

/** The detail's title (spec 1 §2): 'name: main → alternatives' (no arrow without alternatives). */
export const validationTitle = (name: string, main: string, alternatives: string[]) =>
  `${name}: ${main}${alternatives.length ? ` → ${alternatives.join(', ')}` : ''}`;

/** What a validation keeps of its creation form (ai_jobs.params). */
export interface ValidationParams {
  item_ref: number;
  item_ref_id: number;
  alternative_items: ConceptRef[];
  includeCompounds: boolean;
  /** Titles at creation, for the title and the list. */
  mainTitle: string;
  alternativeTitles: string[];
  /** The course's name ('' for a global validation). */
  courseName: string;
}

/** What an item's row shows (JobItemRow.item_info). */
export interface ValidationItemInfo {
  /** The linked text, markup dropped. */
  text: string;
  /** The linked words as written, in order. */
  words: string[];
  /** Their word indices in the text. */
  positions: number[];
  /** Their character ranges in text, for highlighting. */
  highlights: { start: number; end: number }[];
  dialect_code: string;
  dialectId: number;
  concept: { ref: number; refId: number; title: string };
  course: { id: number; name: string };
  /** The text's module and record (also navigation_data). */
  text_ref: number;
  text_ref_id: number;
  linkId: number;
}

/** A concept type as GET concept-linker-validator/concept-types answers it. */
export interface ConceptTypeOption {
  ref: number;
  name: string;
  searchable: boolean;
}
export type { ConceptOption } from '../../sdk/shared';

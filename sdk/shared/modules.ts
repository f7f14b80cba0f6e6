import type { ModuleScope } from './plugin';

/**
 * The module catalogue (MODULES.md): every screen of the product with its fixed id, key, title and
 * scope. Saved layouts, favourites, permission trees and (ref, refId) pairs name modules by these
 * ids, so they never change. A plugin manifest takes its modules from here (`catalogued('glossaries')`)
 * and names another module by `MODULE.key`; a plugin may still declare an id of its own outside it.
 */
export const MODULES = [
  { id: 1, key: 'admin', title: 'Users', scope: 'global' },
  { id: 2, key: 'courses', title: 'Courses', scope: 'global' },
  { id: 3, key: 'languages', title: 'Languages', scope: 'global' },
  { id: 4, key: 'heading', title: 'Headings', scope: 'global' },
  { id: 5, key: 'ttsLab', title: 'TTS Lab', scope: 'global' },
  { id: 6, key: 'vocCategories', title: 'Vocabulary Categories', scope: 'global' },
  { id: 7, key: 'klines', title: 'K-Lines', scope: 'course' },
  { id: 8, key: 'exercise', title: 'Exercises', scope: 'course' },
  { id: 9, key: 'panelIntro', title: 'Panel Intros', scope: 'course' },
  { id: 10, key: 'glossaries', title: 'Glossaries', scope: 'course' },
  { id: 11, key: 'cultural', title: 'Cultural Vocabulary', scope: 'course' },
  { id: 12, key: 'panels', title: 'Panels', scope: 'course' },
  { id: 13, key: 'section', title: 'Word-Class Inflection', scope: 'course' },
  { id: 14, key: 'items', title: 'Items', scope: 'course' },
  { id: 15, key: 'compounds', title: 'Compounds', scope: 'course' },
  { id: 16, key: 'sentences', title: 'Sentences', scope: 'course' },
  { id: 17, key: 'panelsFactory', title: 'Panels Factory', scope: 'course' },
  { id: 18, key: 'conceptLinker', title: 'Concept Linker', scope: 'course' },
  { id: 19, key: 'boards', title: 'Boards', scope: 'course' },
  { id: 20, key: 'sourceAdaptation', title: 'Source Adaptation', scope: 'course' },
  { id: 21, key: 'vocs', title: 'Vocabulary (main)', scope: 'global' },
  { id: 22, key: 'vocsCourse', title: 'Vocabulary', scope: 'course' },
  { id: 23, key: 'segment', title: 'Segments', scope: 'course' },
  { id: 24, key: 'lessonOutline', title: 'Lesson Outline', scope: 'course' },
  { id: 25, key: 'dialog', title: 'Dialogs', scope: 'course' },
  { id: 26, key: 'panelTitle', title: 'Panel Titles', scope: 'course' },
  { id: 27, key: 'lessonTitle', title: 'Lesson Titles', scope: 'course' },
  { id: 28, key: 'reading', title: 'Readings', scope: 'course' },
  { id: 29, key: 'publish', title: 'Publish', scope: 'course' },
  { id: 30, key: 'audio', title: 'Audio', scope: 'course' },
  { id: 31, key: 'clUtils', title: 'Concept-Linker Utilities', scope: 'course' },
  { id: 32, key: 'conjugation', title: 'Conjugation', scope: 'course' },
  { id: 33, key: 'tableLiterals', title: 'Table Literals', scope: 'course' },
  { id: 34, key: 'table', title: 'Tables', scope: 'course' },
  { id: 35, key: 'chart', title: 'Charts', scope: 'course' },
  { id: 36, key: 'sdl', title: 'Translation Projects', scope: 'course' },
  { id: 37, key: 'feedback', title: 'Lesson Feedback', scope: 'course' },
  { id: 38, key: 'book', title: 'Books', scope: 'course' },
  { id: 39, key: 'trainer', title: 'Trainers', scope: 'course' },
  { id: 40, key: 'aiReview', title: 'AI Review', scope: 'course' },
  { id: 41, key: 'textItems', title: 'Text Items', scope: 'course' },
  { id: 86, key: 'memory', title: 'Memory', scope: 'global' },
  { id: 87, key: 'conceptLinkerValidator', title: 'Concept Linker Validator', scope: 'global' },
  { id: 88, key: 'phrasebook', title: 'Phrasebook', scope: 'global' },
  { id: 89, key: 'health', title: 'Health', scope: 'global' },
  { id: 90, key: 'config', title: 'Config', scope: 'global' },
  { id: 91, key: 'agentQA', title: 'Agent QA', scope: 'global' },
] as const satisfies readonly CatalogueEntry[];
export interface CatalogueEntry {
  id: number;
  key: string;
  title: string;
  scope: ModuleScope;
}

export type ModuleKey = (typeof MODULES)[number]['key'];

type Catalogue = { readonly [M in (typeof MODULES)[number] as M['key']]: M };

const BY_KEY = Object.fromEntries(MODULES.map((m) => [m.key, m])) as unknown as Catalogue;

/** The id of every catalogued module by key: `MODULE.glossaries === 10`, `MODULE.vocsCourse === 22`. */
export const MODULE = Object.fromEntries(MODULES.map((m) => [m.key, m.id])) as unknown as { readonly [K in ModuleKey]: Catalogue[K]['id'] };

/**
 * The ref of a part of a module's records (a dialog's segments, a reading's texts): the module's id
 * times 100 plus the part's number, `partRef('reading', 1) === 2801`. A module's own records use its
 * id; a part ref names texts its records hold that need a (ref, refId) pair of their own.
 */
export const partRef = (key: ModuleKey, part: number): number => MODULE[key] * 100 + part;

/** A module's catalogue entry (id, key, title, scope), for a manifest to spread and add its icon and screen to. */
export const catalogued = <K extends ModuleKey>(key: K): CatalogueEntry => ({ ...BY_KEY[key] });

/** The catalogue entry of an id, or undefined for an id outside the catalogue (a plugin's own). */
export const catalogueEntry = (id: number): CatalogueEntry | undefined => MODULES.find((m) => m.id === id);

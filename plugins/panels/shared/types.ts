/** The eleven element kinds of a panel structure (spec 2 §2 Panel Structure). */
export const ELEMENT_KINDS = [
  'vocs',
  'grid_voc',
  'sentences',
  'items',
  'paragraph',
  'conjugation',
  'table',
  'chart',
  'grid_words',
  'quote_sentence',
  'panel_img',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** The element's data by kind (spec 2 §3 Panel structure): what its editor edits, kept as JSON. */
export interface ElementData {
  /** vocs: entries with their target and source per dialect. */
  vocs?: { vocId?: number; target: string; source: string }[];
  /** sentences, quote_sentence: the sentences shown (their ids in this course, and their text). */
  sentences?: { sentenceId?: number; text: string }[];
  /** items: item ids with a text. */
  items?: { itemId?: number; text: string }[];
  /** paragraph: translatable HTML per source dialect. */
  translationId?: number;
  sources?: { dialectId: number; text: string }[];
  /** conjugation, table, chart: the record shown. */
  tableId?: number;
  ref?: number;
  id?: number;
  /** grid_words. */
  gridWords?: string[];
  /** quote_sentence. */
  quoteSentence?: string;
  /** panel_img. */
  src?: string;
}

export interface PanelElement {
  elementId: number;
  /** The kind. */
  ref: ElementKind;
  itemId: number | null;
  /** The dialect shown, or null for the structure's. */
  dialect: number | null;
  data: ElementData;
}

export interface PanelBlock {
  id: number;
  /** Its 1-based position in the panel. */
  block: number;
  name: string;
  note: boolean;
  elements: PanelElement[];
}

export interface PanelStructure {
  panelId: number;
  /** The source dialect chosen in the structure's selector, or null. */
  dialectId: number | null;
  /** The course's source dialects: the selector's choices. */
  dialects: { dialectId: number; dialectCode: string }[];
  blocks: PanelBlock[];
}

/** Level colours (spec 2 §2 Panels: level 1 to 5 with colours). */
export const LEVEL_COLORS = ['', 'green', 'teal', 'yellow', 'orange', 'red'] as const;

/** A panel's inflect config in one target dialect (GET panels/{id}/inflects-config). */
export interface PanelInflectConfig {
  dialectId: number;
  dialectCode: string;
  /** The word inflected in this dialect ('' = the panel's inflect word). */
  inflectWord: string;
  /** How many forms the panel has in this dialect. */
  nInflects: number;
}

/** One place a panel is used (GET panels/{id}/uses). */
export interface PanelUse {
  /** 'lesson', 'compounds', 'panels'… */
  kind: string;
  /** The module that opens the using record (null for the lesson: no module of its own). */
  module: number | null;
  id: number;
  courseId: number;
  label: string;
}

/** A panel's grid row (the Panels and Panels Factory grids). */
export type PanelRow = {
  id: number;
  title: string;
  level: number;
  wordClass: string;
  kLines: number[];
  lessonId: number | null;
  /** The lesson's position, or null for none. */
  lesson: number | null;
};

/** Tooltip data of a panel (GET courses/{id}/tooltips-panel): the title in the dialect asked. */
export interface PanelTooltip {
  id: number;
  title: string;
  level: number;
  target: string;
}

/** The card of a panel (GET panels/{id}/card): title, k-lines, lesson position, concept. */
export interface PanelCard {
  id: number;
  title: string;
  kLines: number[];
  concept: number | null;
  position: number | null;
  level: number;
}

/** A paragraph element found by Search Paragraph, with its panel and its HTML per source dialect. */
export interface ParagraphHit {
  elementId: number;
  panelId: number;
  panelTitle: string;
  sources: { dialectId: number; text: string }[];
}

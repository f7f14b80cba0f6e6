import { z } from 'zod';

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
const elementDataValue = z.object({
  /** vocs: entries with their target and source per dialect. */
  vocs: z.array(z.object({ vocId: z.number().optional(), target: z.string(), source: z.string() })).optional(),
  /** sentences, quote_sentence: the sentences shown (their ids in this course, and their text). */
  sentences: z.array(z.object({ sentenceId: z.number().optional(), text: z.string() })).optional(),
  /** items: item ids with a text. */
  items: z.array(z.object({ itemId: z.number().optional(), text: z.string() })).optional(),
  /** paragraph: translatable HTML per source dialect. */
  translationId: z.number().optional(),
  sources: z.array(z.object({ dialectId: z.number(), text: z.string() })).optional(),
  /** conjugation, table, chart: the record shown. */
  tableId: z.number().optional(),
  ref: z.number().optional(),
  id: z.number().optional(),
  /** grid_words. */
  gridWords: z.array(z.string()).optional(),
  /** quote_sentence. */
  quoteSentence: z.string().optional(),
  /** panel_img. */
  src: z.string().optional(),
});
export type ElementData = z.output<typeof elementDataValue>;

const panelElement = z.object({
  elementId: z.number(),
  /** The kind. */
  ref: z.enum(ELEMENT_KINDS),
  itemId: z.number().nullable(),
  /** The dialect shown, or null for the structure's. */
  dialect: z.number().nullable(),
  data: elementDataValue,
});
export type PanelElement = z.output<typeof panelElement>;

const panelBlock = z.object({
  id: z.number(),
  /** Its 1-based position in the panel. */
  block: z.number(),
  name: z.string(),
  note: z.boolean(),
  elements: z.array(panelElement),
});
export type PanelBlock = z.output<typeof panelBlock>;

export const panelStructure = z.object({
  panelId: z.number(),
  /** The source dialect chosen in the structure's selector, or null. */
  dialectId: z.number().nullable(),
  /** The course's source dialects: the selector's choices. */
  dialects: z.array(z.object({ dialectId: z.number(), dialectCode: z.string() })),
  blocks: z.array(panelBlock),
});
export type PanelStructure = z.output<typeof panelStructure>;

/** Level colours (spec 2 §2 Panels: level 1 to 5 with colours). */
export const LEVEL_COLORS = ['', 'green', 'teal', 'yellow', 'orange', 'red'] as const;

/** A panel's inflect config in one target dialect (GET panels/{id}/inflects-config). */
export const panelInflectConfig = z.object({
  dialectId: z.number(),
  dialectCode: z.string(),
  /** The word inflected in this dialect ('' = the panel's inflect word). */
  inflectWord: z.string(),
  /** How many forms the panel has in this dialect. */
  nInflects: z.number(),
});
export type PanelInflectConfig = z.output<typeof panelInflectConfig>;

/** One place a panel is used (GET panels/{id}/uses). */
export const panelUse = z.object({
  /** 'lesson', 'compounds', 'panels'… */
  kind: z.string(),
  /** The module that opens the using record (null for the lesson: no module of its own). */
  module: z.number().nullable(),
  id: z.number(),
  courseId: z.number(),
  label: z.string(),
});
export type PanelUse = z.output<typeof panelUse>;

/** A panel's grid row (the Panels and Panels Factory grids). */
export const panelRow = z.object({
  id: z.number(),
  title: z.string(),
  level: z.number(),
  wordClass: z.string(),
  kLines: z.array(z.number()),
  lessonId: z.number().nullable(),
  /** The lesson's position, or null for none. */
  lesson: z.number().nullable(),
});
export type PanelRow = z.output<typeof panelRow>;

/** A panel's k-line in its tooltip and card (spec 1 §3 Tooltip data): its name, visible when the course lists it. */
export const namedKLine = z.object({ id: z.number(), name: z.string(), visible: z.boolean() });

/** Tooltip data of a panel (GET courses/{id}/tooltips-panel, spec 1 §3): title, level, concept, k-lines (name, visible), the title in the dialect asked. */
export const panelTooltip = z.object({
  id: z.number(),
  title: z.string(),
  level: z.number(),
  concept: z.number().nullable(),
  kLines: z.array(namedKLine),
  target: z.string(),
});
export type PanelTooltip = z.output<typeof panelTooltip>;

/** The card of a panel (GET panels/{id}/card): title, k-lines by name, lesson position, concept. */
export const panelCard = z.object({
  id: z.number(),
  title: z.string(),
  kLines: z.array(namedKLine),
  concept: z.number().nullable(),
  position: z.number().nullable(),
  level: z.number(),
});
export type PanelCard = z.output<typeof panelCard>;

/** A paragraph element found by Search Paragraph, with its panel and its HTML per source dialect. */
export const paragraphHit = z.object({
  elementId: z.number(),
  panelId: z.number(),
  panelTitle: z.string(),
  sources: z.array(z.object({ dialectId: z.number(), text: z.string() })),
});
export type ParagraphHit = z.output<typeof paragraphHit>;

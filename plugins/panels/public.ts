import { z } from 'zod';
import { contract, courseParams, dbIdParam, idParams, MODULE, reference, resourceContract, translationTextValue } from '../../sdk/shared';
import { elementData, int4, newElementBody, panelListQuery } from './shared/schemas';
import { namedKLine, panelCard, panelInflectConfig, panelRow, panelStructure, panelTooltip, panelUse, paragraphHit } from './shared/types';

export * from './shared/types';

export const PANELS = MODULE.panels;
export const PANEL_INTROS = MODULE.panelIntro;
export const PANELS_FACTORY = MODULE.panelsFactory;

/** A panel intro's grid row. */
const panelIntroRow = z.object({ id: z.number(), title: z.string(), source: z.string() });
export type PanelIntroRow = z.output<typeof panelIntroRow>;

/** A panel intro as its editor shows it: its title and its text in each source dialect. */
const panelIntro = z.object({ id: z.number(), courseId: z.number(), title: z.string(), version: z.number(), sources: z.array(translationTextValue) });

/** Panel Intros (9): GET groups/{course}/panels-intro and /{id}; GET panels-intro/new?course=; POST groups/{course}/panels-intro; GET|PUT|DELETE panels-intro/{id}. */
export const panelIntroResource = resourceContract(
  { list: 'groups/:courseId/panels-intro', create: 'groups/:courseId/panels-intro', item: 'panels-intro' },
  { record: panelIntro, row: panelIntroRow },
);

/** A k-line or a lesson as the panel's selects offer it. */
export const kLineOption = z.object({ id: z.number(), title: z.string() });
export const lessonOption = z.object({ id: z.number(), position: z.number() });

const pos = z.number().int().min(1).max(2_147_483_647);
const idList = z
  .string()
  .default('')
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31),
    ),
  ]);
/** Structure writes answer the whole structure: the screen shows it without a second request. */
const structure = panelStructure;

/** The panels plugin's calls that other screens and plugins make. */
export const panelsApi = {
  kLines: contract({
    method: 'GET',
    path: 'groups/:courseId/panels-k-lines',
    params: courseParams,
    answer: z.array(kLineOption),
    summary: "The course's k-lines (id, title)",
  }),
  lessons: contract({
    method: 'GET',
    path: 'groups/:courseId/panels-lessons',
    params: courseParams,
    answer: z.array(lessonOption),
    summary: "The course's lessons (id, position)",
  }),

  // The panel structure (spec 2 §2 Panel Structure): blocks of elements.
  structure: contract({
    method: 'GET',
    path: 'panels/:id/estructure',
    params: idParams,
    answer: structure,
    summary: 'The panel structure: blocks with their elements',
  }),
  setStructureDialect: contract({
    method: 'PUT',
    path: 'panels/:id/estructure/dialect',
    params: idParams,
    body: z.object({ dialect: int4.nullable() }),
    answer: structure,
    summary: "Sets the structure's source dialect (null: none)",
  }),
  addBlock: contract({
    method: 'POST',
    path: 'panels/:id/block/new',
    params: idParams,
    body: z.object({ name: z.string().max(200).default(''), note: z.boolean().default(false) }).default({ name: '', note: false }),
    answer: structure,
    summary: 'Adds a block at the end',
  }),
  editBlock: contract({
    method: 'POST',
    path: 'panelBlock/block/:id',
    params: idParams,
    body: z.object({ block: z.string().max(200), note: z.boolean() }),
    answer: structure,
    summary: "Sets a block's name and note flag (Edit Block)",
  }),
  moveBlock: contract({
    method: 'PUT',
    path: 'panelBlock/block/:id/move',
    params: idParams,
    body: z.object({ destinationPos: pos }),
    answer: structure,
    summary: 'Moves a block to a 1-based position',
  }),
  moveElement: contract({
    method: 'PUT',
    path: 'panelBlock/element/:id/move',
    params: idParams,
    body: z.object({ destinationBlockId: int4, destinationPos: pos }),
    answer: structure,
    summary: 'Moves an element to a position of a block of the same panel',
  }),
  addElement: contract({
    method: 'PUT',
    path: 'panelBlock/block/:id/add-element',
    params: idParams,
    body: newElementBody,
    answer: structure,
    summary: 'Adds an element of a kind at the end of a block',
  }),
  setElementData: contract({
    method: 'PUT',
    path: 'panelBlock/element/:id',
    params: idParams,
    body: z.object({ data: elementData }),
    answer: structure,
    summary: "Sets an element's data",
  }),
  setElementDialect: contract({
    method: 'PUT',
    path: 'panelBlock/element/:id/dialect',
    params: idParams,
    body: z.object({ dialect: int4.nullable() }),
    answer: structure,
    summary: "Sets an element's dialect (null: the structure's)",
  }),
  deleteBlock: contract({
    method: 'DELETE',
    path: 'panelBlock/block/:id',
    params: idParams,
    answer: structure,
    summary: 'Deletes a block with its elements',
  }),
  deleteElement: contract({
    method: 'DELETE',
    path: 'panelBlock/block/element/:id',
    params: idParams,
    answer: structure,
    summary: 'Deletes an element',
  }),

  // Clone and copy (spec 2 §4, §5).
  clone: contract({
    method: 'POST',
    path: 'groups/:courseId/panels-clone',
    params: courseParams,
    body: z.object({
      id: reference(PANELS),
      title: z.string().trim().min(1, 'Required').max(500),
      concept: reference(MODULE.vocsCourse).nullable().default(null),
      item: reference(MODULE.items).nullable().default(null),
      inflectWord: z.string().max(500).default(''),
    }),
    answer: z.object({ id: z.number(), row: panelRow }),
    summary: 'Clones a panel of the course under a new title',
  }),
  copy: contract({
    method: 'POST',
    path: 'groups/:courseId/panels-copy',
    params: courseParams,
    body: z.object({ panel: reference(PANELS), toCourseId: reference(MODULE.courses), copySentences: z.boolean().default(false) }),
    answer: z.object({ id: z.number() }),
    summary: 'Copies a panel to another course',
  }),

  // Panels Factory (17): the panels grid, under its own module's grant, with the same filters.
  factoryList: contract({
    method: 'GET',
    path: 'groups/:courseId/panels-factory',
    params: courseParams,
    query: panelListQuery.extend({ text: z.string().max(500).optional() }),
    answer: z.array(panelRow),
    summary: 'Panels Factory grid rows',
  }),
  factoryRow: contract({
    method: 'GET',
    path: 'groups/:courseId/panels-factory/:id',
    params: courseParams.extend({ id: dbIdParam }),
    answer: panelRow,
    summary: 'One Panels Factory grid row',
  }),

  // The linker's tooltip and card of panels (spec 1 §2 Concept cards, §3 Tooltip data).
  tooltips: contract({
    method: 'GET',
    path: 'courses/:courseId/tooltips-panel',
    params: courseParams,
    query: z.object({ text: idList, dialect: dbIdParam }),
    answer: z.array(panelTooltip),
    summary: 'Tooltip data of panels: id, title, level, concept, k-lines { id, name, visible } and the title in the dialect',
  }),
  card: contract({
    method: 'GET',
    path: 'panels/:id/card',
    params: idParams,
    answer: panelCard,
    summary: 'The card of a panel: title, k-lines { id, name, visible }, lesson position, concept',
  }),

  // The panel's inflect config per target dialect (spec 2 §7 Panels).
  inflectConfigs: contract({
    method: 'GET',
    path: 'panels/:id/inflects-config',
    params: idParams,
    answer: z.array(panelInflectConfig),
    summary: "The panel's inflect config per target dialect (word, number of forms)",
  }),
  blankInflectConfigs: contract({
    method: 'GET',
    path: 'courses/:courseId/inflects-config/new',
    params: courseParams,
    answer: z.array(panelInflectConfig),
    summary: "A new panel's blank inflect config per target dialect",
  }),
  setInflectWord: contract({
    method: 'PUT',
    path: 'panels/:id/target-dialects/:dialectId/inflects-config',
    params: idParams.extend({ dialectId: dbIdParam }),
    body: z.object({ inflectWord: z.string().max(500) }),
    answer: panelInflectConfig,
    summary: "Sets the panel's word to inflect in a target dialect; answers that dialect's config",
  }),

  uses: contract({
    method: 'GET',
    path: 'panels/:id/uses',
    params: idParams,
    answer: z.array(panelUse),
    summary: 'Where the panel is used: its lesson, compounds, other panels linking to it',
  }),
  paragraphs: contract({
    method: 'GET',
    path: 'groups/:courseId/panel-paragraphs',
    params: courseParams,
    query: z.object({ text: z.string().max(500).default('') }),
    answer: z.array(paragraphHit),
    summary: "Search Paragraph: the course's paragraph elements whose text contains the search (element, panel, sources)",
  }),
};

/** A panel's tooltip as spec 1 §3 describes it (Tooltip data, panel: kLines with name and visible, title, concept). */
export const panelSpecTooltip = z.object({
  id: z.number(),
  title: z.string(),
  concept: z.number().nullable(),
  kLines: z.array(namedKLine),
});

/** The calls of spec 1 and 2 as they spell them, beside the product's own (kept where they say more). */
export const panelsSpecApi = {
  /** Spec 1 §7: GET tooltips-panel?panels=ids (the product's: courses/{course}/tooltips-panel). */
  tooltips: contract({
    method: 'GET',
    path: 'tooltips-panel',
    query: z.object({ panels: idList }),
    answer: z.array(panelSpecTooltip),
    summary: "Tooltip data of panels (one course's: the first panel's): title, concept and k-lines (name, visible)",
  }),
  /** Spec 2 §7 Shared lookups: the names the panel structure's blocks are given. */
  blocks: contract({
    method: 'GET',
    path: 'blocks',
    query: z.object({ course: dbIdParam.optional() }),
    answer: z.array(z.object({ id: z.number(), name: z.string() })),
    summary: "The block names in use in panel structures (of the course's panels with ?course=), alphabetically, numbered from 1",
  }),
  /** Spec 2 §7 Shared lookups: the course's k-lines for the panels' pickers (as groups/{course}/panels-k-lines). */
  kLines: contract({
    method: 'GET',
    path: 'groups/:courseId/pi-k-lines',
    params: courseParams,
    answer: z.array(kLineOption),
    summary: "The course's k-lines (id, title)",
  }),
  /** Spec 3 §7 Segments: the course's panels, for the panel filter. */
  coursePanels: contract({
    method: 'GET',
    path: 'groups/:courseId/dialects/default/panels',
    params: courseParams,
    answer: z.array(z.object({ id: z.number(), title: z.string() })),
    summary: "The course's panels (id, title), by id",
  }),
  /** Spec 2 §7 Panels: blank per-target titles of a new panel (as courses/{course}/panel-targets-title-target/new). */
  blankTitles: contract({
    method: 'GET',
    path: 'courses/:courseId/panel-targets-title/new',
    params: courseParams,
    answer: z.array(z.object({ dialectId: z.number(), dialectCode: z.string(), text: z.string(), status: z.number() })),
    summary: 'Blank titles for each target dialect of the course',
  }),
};

/** A panel as its editor shows it: what it plays (records by id, null for none) and its title in each target dialect. */
const panelRecord = z.object({
  id: z.number(),
  courseId: z.number(),
  version: z.number(),
  title: z.string(),
  lessonId: z.number().nullable(),
  kLines: z.array(z.number()),
  concept: z.number().nullable(),
  sentences: z.array(z.number()),
  segments: z.array(z.number()),
  compounds: z.array(z.number()),
  level: z.number(),
  wordClass: z.string(),
  item: z.number().nullable(),
  inflectWord: z.string(),
  activeInflectTemplate: z.number().nullable(),
  inflectStopPanel: z.number(),
  titles: z.array(translationTextValue),
});

/** POST panels (spec 2 §7), the record naming its course, beside POST groups/{course}/panels. */
export const panelResource = resourceContract(
  { list: 'groups/:courseId/panels', create: 'groups/:courseId/panels', createInRecord: 'panels', item: 'panels' },
  { record: panelRecord, row: panelRow, listQuery: panelListQuery, texts: { name: 'panel-targets-title' } },
);

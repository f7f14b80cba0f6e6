import { z } from 'zod';
import { byIdAccess, defineResource, route } from '../../../sdk/server';
import { INFLECTION } from '../plugin';
import { activeInflectTemplates } from './tables';
import { blankTemplate, getTemplate, insertTemplate, listTemplates, templateGrid, updateTemplate, writeItems } from './template-store';
import { inflectTemplateResource } from '../public';

const id = z.coerce.number().int().positive();
const items = z.array(z.object({ inflectCellId: z.number().int().positive(), active: z.boolean() })).max(500);
const body = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  wordClass: z.string().trim().min(1, 'Required').max(100),
  cells: items.default([]),
});
const access = byIdAccess(INFLECTION, activeInflectTemplates);

/** Active inflect templates (spec 2 §7 'Inflection'): grid and editor, the select list, the cell grid. */
export const templateResource = defineResource({
  module: INFLECTION, label: 'Active inflect template', table: activeInflectTemplates, body,
  paths: inflectTemplateResource.paths,
  list: listTemplates, get: getTemplate, blank: blankTemplate, insert: insertTemplate, write: updateTemplate,
});

export const templateRoutes = [
  route({
    method: 'GET', url: 'courses/:courseId/active-inflect-templates/select', access: { module: INFLECTION },
    summary: "The course's active inflect templates for a select: value (id) and label (name)", params: z.object({ courseId: id }),
    handler: async ({ db, params }) => (await listTemplates(db, params.courseId)).map((t) => ({ value: t.id, label: t.name, wordClass: t.wordClass })),
  }),
  route({
    method: 'GET', url: 'active-inflect-templates/:id/active-inflects', access,
    summary: "The template's cell grid: its word class's table headers and cells, each active or not", params: z.object({ id }),
    handler: async ({ db, params, courseId }) => {
      const t = await getTemplate(db, params.id);
      return templateGrid(db, courseId, t!.wordClass, params.id);
    },
  }),
  route({
    method: 'PUT', url: 'active-inflect-templates/:id/items', access,
    summary: 'Sets the activation of the cells given (the others keep theirs); answers the cell grid', params: z.object({ id }), body: z.object({ items }),
    handler: async ({ db, params, body: b, courseId }) => {
      await db.transaction((tx) => writeItems(tx as never, params.id, b.items));
      const t = await getTemplate(db, params.id);
      return templateGrid(db, courseId, t!.wordClass, params.id);
    },
  }),
];

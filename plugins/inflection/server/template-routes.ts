import { z } from 'zod';
import { byIdAccess, defineResource, route } from '../../../sdk/server';
import { INFLECTION } from '../plugin';
import { activeInflectTemplates } from './tables';
import { blankTemplate, getTemplate, insertTemplate, listTemplates, templateGrid, updateTemplate, writeItems } from './template-store';
import { inflectionApi, inflectTemplateResource, templateItems } from '../public';

const body = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  wordClass: z.string().trim().min(1, 'Required').max(100),
  cells: templateItems.default([]),
});
const access = byIdAccess(INFLECTION, activeInflectTemplates);

/** Active inflect templates (spec 2 §7 'Inflection'): grid and editor, the select list, the cell grid. */
export const templateResource = defineResource({
  module: INFLECTION,
  label: 'Active inflect template',
  table: activeInflectTemplates,
  body,
  contract: inflectTemplateResource,
  list: listTemplates,
  get: getTemplate,
  blank: blankTemplate,
  insert: insertTemplate,
  write: updateTemplate,
});

export const templateRoutes = [
  route(inflectionApi.templateOptions, {
    access: { module: INFLECTION },
    handler: async ({ db, params }) => (await listTemplates(db, params.courseId)).map((t) => ({ value: t.id, label: t.name, wordClass: t.wordClass })),
  }),
  route(inflectionApi.templateGrid, {
    access,
    handler: async ({ db, params, courseId }) => {
      const t = await getTemplate(db, params.id);
      return templateGrid(db, courseId, t!.wordClass, params.id);
    },
  }),
  route(inflectionApi.setTemplateItems, {
    access,
    handler: async ({ db, params, body: b, courseId }) => {
      await db.transaction((tx) => writeItems(tx, params.id, b.items));
      const t = await getTemplate(db, params.id);
      return templateGrid(db, courseId, t!.wordClass, params.id);
    },
  }),
];

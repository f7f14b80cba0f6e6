import { z } from 'zod';
import { dbIdParam, HttpError, allDialects, defineServerPlugin, route } from '../../../sdk/server';
import { TranslationStatus } from '../../../sdk/shared';
import { MEMORY, MISSING_SEARCH } from '../plugin';
import { memoryTranslation, searchMemory, writeMemoryText } from './memory-store';

const id = dbIdParam;
const access = { module: MEMORY };

export default defineServerPlugin({
  routes: [
    route({
      method: 'GET', url: 'memory', access,
      summary: 'Memory search (?dialect=&text=, both required): the done texts of the dialect most similar to the text, best first: { id, courseId, courseName, ref, refName, refId, text, dialectId, similarity }',
      query: z.object({ dialect: z.string().optional(), text: z.string().max(2000).optional() }),
      handler: async ({ db, memory, modules, query }) => {
        const fields: Record<string, string> = {};
        const text = query.text?.trim() ?? '';
        if (!text) fields.text = 'Required';
        if (!query.dialect?.trim()) fields.dialect = 'Required';
        else if (!/^\d{1,9}$/.test(query.dialect.trim()) || Number(query.dialect) <= 0) fields.dialect = 'Expected a dialect id';
        if (Object.keys(fields).length) throw new HttpError(400, `${MISSING_SEARCH} (${Object.keys(fields).join(', ')})`, fields);
        return searchMemory(db, memory, modules, Number(query.dialect), text);
      },
    }),
    route({
      method: 'GET', url: 'memory/dialects', access, summary: 'Every dialect, for the dialect select of the Memory search',
      handler: ({ db }) => allDialects(db),
    }),
    route({
      method: 'GET', url: 'memory/translation/:id', access,
      summary: 'A translation with its text and status in every dialect of its course: { id, courseId, courseName, ref, refName, refId, field, dialects }',
      params: z.object({ id }),
      handler: ({ db, modules, params }) => memoryTranslation(db, modules, params.id),
    }),
    route({
      method: 'PUT', url: 'memory/translation/:id/dialects/:d', access,
      summary: 'Sets the text (and status: pending 0 or done 2) of one dialect of a translation, from the Memory popup; answers the translation',
      params: z.object({ id, d: id }),
      body: z.object({ text: z.string().max(20_000), status: z.nativeEnum(TranslationStatus).optional() }),
      handler: async ({ db, modules, params, body }) => {
        await writeMemoryText(db, params.id, params.d, body);
        return memoryTranslation(db, modules, params.id);
      },
    }),
  ],
});

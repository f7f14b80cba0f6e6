import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { byIdAccess, contribute, defineResource, defineServerPlugin, deleteTranslations, route, translationTextsBody } from '../../../sdk/server';
import { publishedTexts } from '../../publish/public';
import { blankGlossary, courseOfGlossary, getGlossary, glossarySourcesOf, listGlossaries, writeSources, writeTooltips } from './glossary-store';
import { glossaries } from './tables';
import { GLOSSARIES, glossariesApi, glossaryResource } from '../public';

const forms = z.string().max(10_000);
const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  flag: z.number().int().min(1).max(5).default(1),
  sources: z.array(z.object({ dialectId: z.number().int().positive(), forms })).default([]),
  tooltips: translationTextsBody.default([]),
});

export default defineServerPlugin({
  resources: [
    defineResource({
      cacheList: true,
      module: GLOSSARIES,
      label: 'Glossary',
      table: glossaries,
      body,
      flag: true,
      contract: glossaryResource,
      list: listGlossaries,
      get: getGlossary,
      blank: blankGlossary,
      insert: async (tx, courseId, b) => {
        const [g] = await tx.insert(glossaries).values({ courseId, title: b.title, flag: b.flag }).returning({ id: glossaries.id });
        await writeSources(tx, courseId, g.id, b.sources);
        await writeTooltips(tx, courseId, g.id, b.tooltips);
        return g.id;
      },
      write: async (tx, id, b) => {
        const courseId = await courseOfGlossary(tx, id);
        await tx.update(glossaries).set({ title: b.title }).where(eq(glossaries.id, id)); // the flag has its own route
        await writeSources(tx, courseId, id, b.sources);
        await writeTooltips(tx, courseId, id, b.tooltips);
      },
      beforeDelete: (tx, id) => deleteTranslations(tx, GLOSSARIES, [id]),
    }),
  ],
  // The glossary's title (the word in the language taught, spec 2 §3) is what a lesson's <glossary>
  // tag shows: published as it is in every target dialect. Its tooltips are optional (the demo's
  // have none) and its forms are the words it matches, so neither is checked.
  contributes: [
    contribute(publishedTexts, {
      ref: GLOSSARIES,
      field: 'title',
      name: 'Glossaries',
      dialects: 'column',
      records: (courseId: number) => sql`select id, title as text from ${glossaries} where course_id = ${courseId}`,
    }),
  ],
  routes: [
    route(glossariesApi.sources, {
      access: byIdAccess(GLOSSARIES, glossaries),
      handler: async ({ db, params, courseId }) => glossarySourcesOf(db, courseId, params.id),
    }),
    route(glossariesApi.blankSources, {
      access: { module: GLOSSARIES },
      handler: async ({ db, params }) => glossarySourcesOf(db, params.courseId, null),
    }),
    route(glossariesApi.setSourceForms, {
      access: byIdAccess(GLOSSARIES, glossaries),
      handler: async ({ db, params, body: b, courseId }) => {
        await writeSources(db, courseId, params.id, [{ dialectId: params.dialectId, forms: b.forms }]);
        return glossarySourcesOf(db, courseId, params.id);
      },
    }),
  ],
});

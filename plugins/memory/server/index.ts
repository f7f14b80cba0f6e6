import { asc } from 'drizzle-orm';
import { z } from 'zod';
import {
  contributionsTo,
  courses,
  HttpError,
  allDialects,
  defineResource,
  defineServerPlugin,
  route,
  streamUpload,
  translationTextsBody,
} from '../../../sdk/server';
import { memoryTranslation, searchMemory, writeMemoryText } from './memory-store';
import { addMinedPhrase, blankPhrase, deletePhraseTexts, getPhrase, insertPhrase, listPhrasebook, writePhrase } from './phrasebook-store';
import { deleteOmit, listOmits, miningRuns, miningView, omit, startMining } from './mining-runs';
import { patternStatus } from './pattern-status';
import { memoryMeansSets, memoryPhrasebook } from './tables';
import { blankMeansSet, getMeansSet, insertMeansSet, listMeansSets, meansSetBody, phrasebookTemplates, writeMeansSet } from './means-sets';
import { translatorKind } from './translator';
import { unifierRoutes } from './unifier/routes';
import { patternRoutes } from './patterns/routes';
import { reportRuns } from './patterns/reports';
import { unifierRuns } from './unifier/runs';
import {
  courseLevels,
  MEMORY,
  MISSING_SEARCH,
  PHRASEBOOK,
  memoryApi,
  phrasebookResource,
  meansSetResource,
  tmxApi,
  TMX_MAX_BYTES,
  TMX_TOO_BIG,
} from '../public';
import { sendTmxFile, startTmxExport, tmxExportTask, TRANSFER_ENTITY } from './formats/tmx-export';
import { importTmx } from './formats/tmx-import';
import { exportSweep } from './formats/tmx-sweep';
import { listTransfers, transferCourse, transferView } from './formats/transfers';

const phraseBody = z.object({
  phrase: z.string().trim().min(1, 'Required').max(500),
  example: z.string().max(5000).default(''),
  isInvariable: z.boolean().default(false),
  translations: translationTextsBody.default([]),
});

const access = { module: MEMORY };

export default defineServerPlugin({
  runKinds: [miningRuns, unifierRuns, reportRuns],
  tasks: [tmxExportTask],
  periodic: [exportSweep],
  entities: [
    {
      type: TRANSFER_ENTITY,
      owner: async (db, id) => ((await transferCourse(db, id)) === null ? null : { module: MEMORY, courseId: 0 }),
    },
  ],
  jobKinds: [translatorKind],
  resources: [
    defineResource({
      cacheList: true,
      module: PHRASEBOOK,
      label: 'Phrasebook entry',
      table: memoryPhrasebook,
      body: phraseBody,
      // GET memory-phrasebook, GET memory-phrasebook/{id}/grid-row, GET memory-phrasebook/new, POST, GET|PUT|DELETE memory-phrasebook/{id}
      contract: phrasebookResource,
      list: listPhrasebook,
      get: getPhrase,
      blank: blankPhrase,
      insert: (tx, _courseId, b) => insertPhrase(tx, b),
      write: writePhrase,
      beforeDelete: deletePhraseTexts,
    }),
    defineResource({
      cacheList: true,
      module: MEMORY,
      label: 'Means template set',
      table: memoryMeansSets,
      body: meansSetBody,
      // GET|POST memory/means-sets, GET|PUT|DELETE memory/means-sets/{id}, GET memory/means-sets/new, GET memory/means-sets/{id}/grid-row
      contract: meansSetResource,
      list: listMeansSets,
      get: getMeansSet,
      blank: blankMeansSet,
      insert: (tx, _courseId, b) => insertMeansSet(tx, b),
      write: writeMeansSet,
    }),
  ],
  routes: [
    route(tmxApi.startExport, {
      access,
      handler: ({ db, tasks, user, body }) => startTmxExport(db, tasks, user.id, body),
    }),
    route(tmxApi.exports, {
      access,
      handler: ({ db, query }) => listTransfers(db, query.courseId),
    }),
    route(tmxApi.export, {
      access,
      handler: ({ db, params }) => transferView(db, params.id),
    }),
    route(tmxApi.file, {
      access,
      handler: ({ db, files, params, req, reply }) => sendTmxFile(db, files, params.id, { req, reply }),
    }),
    route(tmxApi.import, {
      access,
      // Parsed as it arrives (the courseId field comes before the file): nothing of the file is held.
      handler: ({ db, req, user }) =>
        streamUpload(
          req,
          {
            file: 'file',
            maxBytes: TMX_MAX_BYTES,
            tooBig: TMX_TOO_BIG,
            missing: 'Send a TMX file',
            fields: ['courseId'],
            expected: 'the courseId, then a TMX file as file',
            tooMany: 'Send one TMX file',
          },
          (file, fields) => {
            const courseId = Number(fields.courseId);
            if (!Number.isInteger(courseId) || courseId <= 0 || courseId > 2147483647)
              throw new HttpError(400, 'Expected a course id (sent before the file)', { courseId: 'Expected a course id' });
            return importTmx(db, user.id, courseId, file.filename, file.chunks);
          },
        ),
    }),
    ...unifierRoutes,
    ...patternRoutes,
    route(memoryApi.phrasebookTemplates, {
      access,
      handler: ({ db }) => phrasebookTemplates(db),
    }),
    route(memoryApi.startMining, {
      access,
      handler: ({ db, tasks, body }) => startMining(db, tasks, body),
    }),
    route(memoryApi.miningCourses, {
      access,
      handler: async ({ db }) => {
        const levels = new Map<number, Set<string>>();
        for (const c of contributionsTo(courseLevels)) {
          for (const [id, list] of await c.levelsOf(db)) list.forEach((l) => levels.set(id, (levels.get(id) ?? new Set()).add(l)));
        }
        const rows = await db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.name));
        return rows.map((r) => ({ ...r, levels: [...(levels.get(r.id) ?? [])].sort() }));
      },
    }),
    route(memoryApi.miningRun, {
      access,
      handler: ({ db, params }) => miningView(db, params.id),
    }),
    route(memoryApi.addMined, {
      access,
      handler: async ({ db, body }) => ({ ...(await addMinedPhrase(db, body.phrasebook)), pattern: await patternStatus(db, body.phrasebook) }),
    }),
    route(memoryApi.omit, {
      access,
      handler: async ({ db, body }) => ({ ...(await omit(db, body.text)), pattern: await patternStatus(db, body.text) }),
    }),
    route(memoryApi.omits, {
      access,
      handler: ({ db }) => listOmits(db),
    }),
    route(memoryApi.deleteOmit, {
      access,
      handler: async ({ db, params }) => {
        const gone = await deleteOmit(db, params.id);
        return { id: gone.id, pattern: await patternStatus(db, gone.text) };
      },
    }),
    route(memoryApi.search, {
      access,
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
    route(memoryApi.dialects, {
      access,
      handler: ({ db }) => allDialects(db),
    }),
    route(memoryApi.translation, {
      access,
      handler: ({ db, modules, params }) => memoryTranslation(db, modules, params.id),
    }),
    route(memoryApi.setTranslationText, {
      access,
      handler: async ({ db, memory, modules, params, query, body }) => {
        await writeMemoryText(db, params.id, params.d, body);
        const translation = await memoryTranslation(db, modules, params.id);
        // The search the popup was opened from, as it now answers: the screen shows it without searching again.
        if (!query.search || !query.searchDialect) return translation;
        return { ...translation, hits: await searchMemory(db, memory, modules, query.searchDialect, query.search) };
      },
    }),
  ],
});

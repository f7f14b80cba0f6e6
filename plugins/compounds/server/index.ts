import { z } from 'zod';
import { byIdAccess, conceptType, contribute, defineResource, defineServerPlugin, HttpError, inflectOwners, route } from '../../../sdk/server';
import { compoundInflectOwner } from './inflect-owner';
import { MODULE } from '../../../sdk/shared';
import { COMPOUNDS } from '../plugin';
import { MEMBER_REFS } from '../shared/types';
import {
  blankCompound, courseOfCompound, getCompound, inflectsOf, insertCompound, listCompounds, ownCompounds, writeCompound, writeInflects,
} from './compound-store';
import {
  blankCompoundType, getCompoundType, insertCompoundType, listCompoundTypes, refuseUsedType, writeCompoundType,
} from './compound-types-store';
import { compoundConceptType } from './concept-type';
import { compounds, compoundTypes } from './tables';
import { compoundUsages } from './usages';
import { compoundTypeResource, compoundResource } from '../public';

const id = z.coerce.number().int().positive();
const inflect = z.object({
  inflectWord: z.string().trim().max(300, 'At most 300 characters').default(''),
  splitType: z.number().int().min(0, 'One of 0, 1, 2').max(2, 'One of 0, 1, 2').default(0),
  preselected: z.boolean().default(false),
});
const compoundBody = z.object({
  compoundType: z.number().int().positive().nullable().default(null),
  wordClass: z.number().int().positive().nullable().default(null),
  title: z.string().trim().min(1, 'Required').max(300, 'At most 300 characters'),
  overwriteInflect: z.boolean().default(false),
  inflects: z.array(inflect.extend({ dialectId: z.number().int().positive() })).max(50).default([]),
  items: z.array(z.object({ ref: z.number().int().positive(), refId: z.number().int().positive() })).max(100).default([]),
});
const typeBody = z.object({ name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters') });

const ids = z.string().max(2000).default('')
  .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))]);
const compoundById = byIdAccess(COMPOUNDS, compounds, courseOfCompound);

export default defineServerPlugin({
  conceptTypes: [compoundConceptType],
  contributes: [contribute(inflectOwners, compoundInflectOwner)],
  usages: compoundUsages,
  resources: [
    defineResource({
      cacheList: true,
      module: COMPOUNDS, label: 'Compound type', table: compoundTypes, body: typeBody,
      // GET|POST courses/{id}/compound-types, GET compound-types/new?course=, GET|PUT|DELETE compound-types/{id}
      paths: compoundTypeResource.paths,
      list: listCompoundTypes, get: getCompoundType, blank: blankCompoundType,
      insert: insertCompoundType, write: writeCompoundType, beforeDelete: refuseUsedType,
    }),
    defineResource({
      cacheList: true,
      module: COMPOUNDS, label: 'Compound', table: compounds, body: compoundBody,
      // GET groups/{course}/compounds (?text= or ?compoundType=) and /{id}; POST groups/{course}/compounds;
      // GET compounds/new?course=; GET|PUT|DELETE compounds/{id} (GET is also the concept card)
      paths: compoundResource.paths,
      listQuery: z.object({ compoundType: id.optional() }),
      list: listCompounds, get: getCompound, blank: blankCompound,
      insert: insertCompound, write: writeCompound,
    }),
  ],
  routes: [
    route({
      method: 'GET', url: 'compounds/:id/targets', access: compoundById, params: z.object({ id }),
      summary: 'The inflect settings per target dialect: dialectId, dialectCode, inflectWord, splitType, preselected, nInflects (its inflected forms there)',
      handler: async ({ db, params, courseId }) => inflectsOf(db, courseId, params.id),
    }),
    route({
      method: 'GET', url: 'courses/:courseId/compound-targets/new', access: { module: COMPOUNDS }, params: z.object({ courseId: id }),
      summary: 'Blank inflect settings for each target dialect of the course',
      handler: async ({ db, params }) => inflectsOf(db, params.courseId, null),
    }),
    route({
      method: 'PUT', url: 'compounds/:id/target-dialects/:dialectId', access: compoundById,
      params: z.object({ id, dialectId: id }), body: inflect,
      summary: "Sets the compound's inflect settings in one target dialect; answers data.record",
      handler: async ({ db, params, body, courseId }) => {
        if (!(await inflectsOf(db, courseId, null)).some((d) => d.dialectId === params.dialectId)) {
          throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
        }
        await writeInflects(db, params.id, [{ dialectId: params.dialectId, ...body }]);
        return { id: params.id, record: await getCompound(db, params.id) };
      },
    }),
    route({
      method: 'GET', url: 'courses/:courseId/compound-member-options', access: { module: COMPOUNDS },
      summary: "Candidates for a member: the course's vocabulary entries or panels (ref) whose title or text contains the text",
      params: z.object({ courseId: id }),
      query: z.object({ ref: z.coerce.number().int().positive(), text: z.string().max(200).default('') }),
      handler: async ({ db, params, query }) => {
        const type = MEMBER_REFS.some((r) => r.ref === query.ref) ? conceptType(query.ref) : undefined;
        if (!type) throw new HttpError(400, 'Invalid query: ref', { ref: 'Not a vocabulary entry or a panel' });
        return type.search ? type.search(db, params.courseId, query.text.trim(), 50) : [];
      },
    }),
    route({
      method: 'GET', url: 'tooltips-compound', access: { module: MODULE.conceptLinker },
      summary: "Tooltip data of the course's compounds (?compounds=ids&course=): id, title, items (ref, refId, order)",
      query: z.object({ compounds: ids, course: id }),
      handler: async ({ db, query, courseId }) => compoundConceptType.tooltip(db, await ownCompounds(db, courseId, query.compounds), 0),
    }),
  ],
});


import { z } from 'zod';
import {
  byIdAccess,
  conceptType,
  courseOfFirst,
  contribute,
  defineResource,
  defineServerPlugin,
  HttpError,
  ownRecordRef,
  recordCourse,
  route,
} from '../../../sdk/server';
import { inflectOwners } from '../../inflection/public';
import { compoundInflectOwner } from './inflect-owner';
import { MODULE, reference, referencePair } from '../../../sdk/shared';
import { WORD_CLASSES } from '../../vocabulary/public';
import { MEMBER_REFS } from '../shared/types';
import {
  blankCompound,
  courseOfCompound,
  getCompound,
  inflectsOf,
  insertCompound,
  listCompounds,
  ownCompounds,
  writeCompound,
  writeInflects,
} from './compound-store';
import { blankCompoundType, getCompoundType, insertCompoundType, listCompoundTypes, refuseUsedType, writeCompoundType } from './compound-types-store';
import { compoundConceptType, compoundTooltips } from './concept-type';
import { compounds, compoundTypes } from './tables';
import { compoundUsages } from './usages';
import { COMPOUND_TYPES, COMPOUNDS, compoundsApi, compoundTypeResource, compoundResource, inflectBody } from '../public';

/** The type, the word class and the members are records of the course (declared references). */
const compoundBody = z.object({
  compoundType: reference(COMPOUND_TYPES).nullable().default(null),
  wordClass: reference(WORD_CLASSES).nullable().default(null),
  title: z.string().trim().min(1, 'Required').max(300, 'At most 300 characters'),
  overwriteInflect: z.boolean().default(false),
  inflects: z
    .array(inflectBody.extend({ dialectId: z.number().int().positive() }))
    .max(50)
    .default([]),
  items: z
    .array(referencePair({ ref: z.number().int().positive(), refId: z.number().int().positive() }, { ref: 'ref', id: 'refId' }))
    .max(100)
    .default([]),
});
const typeBody = z.object({ name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters') });

const compoundById = byIdAccess(COMPOUNDS, compounds, courseOfCompound);

export default defineServerPlugin({
  conceptTypes: [compoundConceptType],
  contributes: [contribute(inflectOwners, compoundInflectOwner)],
  usages: compoundUsages,
  // Compound types share the Compounds module, whose ref names the compounds: their own ref lets bodies name them.
  recordRefs: [ownRecordRef({ ref: COMPOUND_TYPES, module: COMPOUNDS, courseOf: recordCourse(compoundTypes) })],
  resources: [
    defineResource({
      cacheList: true,
      module: COMPOUNDS,
      label: 'Compound type',
      table: compoundTypes,
      body: typeBody,
      // GET|POST courses/{id}/compound-types, GET compound-types/new?course=, GET|PUT|DELETE compound-types/{id}
      contract: compoundTypeResource,
      list: listCompoundTypes,
      get: getCompoundType,
      blank: blankCompoundType,
      insert: insertCompoundType,
      write: writeCompoundType,
      beforeDelete: refuseUsedType,
    }),
    defineResource({
      cacheList: true,
      module: COMPOUNDS,
      label: 'Compound',
      table: compounds,
      body: compoundBody,
      // GET groups/{course}/compounds (?text= or ?compoundType=) and /{id}; POST groups/{course}/compounds;
      // GET compounds/new?course=; GET|PUT|DELETE compounds/{id} (GET is also the concept card)
      contract: compoundResource,
      list: listCompounds,
      get: getCompound,
      blank: blankCompound,
      insert: insertCompound,
      write: writeCompound,
    }),
  ],
  routes: [
    route(compoundsApi.targets, {
      access: compoundById,
      handler: async ({ db, params, courseId }) => inflectsOf(db, courseId, params.id),
    }),
    route(compoundsApi.blankTargets, {
      access: { module: COMPOUNDS },
      handler: async ({ db, params }) => inflectsOf(db, params.courseId, null),
    }),
    route(compoundsApi.setTarget, {
      access: compoundById,
      handler: async ({ db, params, body, courseId }) => {
        if (!(await inflectsOf(db, courseId, null)).some((d) => d.dialectId === params.dialectId)) {
          throw new HttpError(400, 'Invalid params: dialectId', { dialectId: 'Not a target dialect of this course' });
        }
        await writeInflects(db, params.id, [{ dialectId: params.dialectId, ...body }]);
        return { id: params.id, record: await getCompound(db, params.id) };
      },
    }),
    route(compoundsApi.memberOptions, {
      access: { module: COMPOUNDS },
      handler: async ({ db, params, query }) => {
        const type = MEMBER_REFS.some((r) => r.ref === query.ref) ? conceptType(query.ref) : undefined;
        if (!type) throw new HttpError(400, 'Invalid query: ref', { ref: 'Not a vocabulary entry or a panel' });
        return type.search ? type.search(db, params.courseId, query.text.trim(), 50) : [];
      },
    }),
    route(compoundsApi.tooltips, {
      // The spec calls it without a course: the first compound's (each listed one must be of it); none listed, none answered.
      access: {
        module: MODULE.conceptLinker,
        anyCourse: true,
        courseOf: ({ query, db }) => courseOfFirst(query, 'compounds', (id) => courseOfCompound(db, id)),
        sample: async (db, courseId) => {
          const one = await compoundById.sample(db, courseId);
          return one && { compounds: one.id };
        },
      },
      handler: async ({ db, query, courseId }) => compoundTooltips(db, await ownCompounds(db, courseId, query.compounds)),
    }),
  ],
});

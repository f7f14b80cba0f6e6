import { z } from 'zod';
import { contract, jobContracts, MODULE, resourceContract, translationTextValue } from '../../sdk/shared';
import { GUESSER_PATH, MEAN_VALIDATOR_PATH, SENTENCE_VALIDATOR_PATH } from './jobs-shared';
import { item, itemRow, textItem, textItemRow } from './shared';

export type { Item, ItemRow, TextItem, TextItemRow } from './shared';

/** The items plugin's public face: its module keys and the route contracts other plugins call. */
export const ITEMS = MODULE.items;
export const TEXT_ITEMS = MODULE.textItems;

export const itemResource = resourceContract(
  { list: 'groups/:courseId/items', create: 'groups/:courseId/items', item: 'items' },
  { record: item, row: itemRow, texts: { name: 'items' } },
);

export const textItemResource = resourceContract(
  { list: 'groups/:courseId/text-items', create: 'groups/:courseId/text-items', item: 'text-items' },
  { record: textItem, row: textItemRow },
);

const courseParams = z.object({ courseId: z.coerce.number().int().positive() });

/** What every item job's creation sends: every field optional, so that the server answers the spec's messages. */
export const itemJobBody = z.object({
  name: z.string().max(10_000).nullable().optional(),
  dialect_id: z.number().int().nullable().optional(),
  filter_kline_ids: z.array(z.number().int()).max(10_000).nullable().optional(),
});
/** The guesser's: which items by their source (all, empty_only, non_empty_only). */
export const guesserJobBody = itemJobBody.extend({ source_filter: z.string().max(100).nullable().optional() });
/** The validators': whether the items a reviewer validated in an earlier job are checked again. */
export const validatorJobBody = itemJobBody.extend({ include_previous_validated: z.boolean().nullable().optional() });

export const itemsApi = {
  kLines: contract({
    method: 'GET',
    path: 'courses/:courseId/item-jobs/k-lines',
    params: courseParams,
    answer: z.array(z.object({ id: z.number(), title: z.string() })),
    summary: "The course's k-lines, for the item jobs' k-line filter",
  }),
  /** Served by the items resource (its source texts). */
  blankSources: contract({
    method: 'GET',
    path: 'courses/:courseId/items-source/new',
    params: courseParams,
    answer: z.array(translationTextValue),
    summary: 'Blank texts for each source dialect of the course',
  }),
  /** The Guesser, Sentence Validator and Mean Validator jobs (spec 3 §7), by the kind's path. */
  jobs: {
    [GUESSER_PATH]: jobContracts(GUESSER_PATH, { scope: 'course', createBody: guesserJobBody }),
    [SENTENCE_VALIDATOR_PATH]: jobContracts(SENTENCE_VALIDATOR_PATH, { scope: 'course', createBody: validatorJobBody }),
    [MEAN_VALIDATOR_PATH]: jobContracts(MEAN_VALIDATOR_PATH, { scope: 'course', createBody: validatorJobBody }),
  },
};

/** The path of an item job kind. */
export type ItemJobPath = keyof typeof itemsApi.jobs;

import { z } from 'zod';
import { defineResource, defineServerPlugin, translationTextsBody } from '../../../sdk/server';
import { ITEMS, TEXT_ITEMS } from '../public';
import {
  blankItem,
  blankTextItem,
  deleteItemTexts,
  deleteTextItemTexts,
  getItem,
  getTextItem,
  insertItem,
  insertTextItem,
  itemKey,
  listItems,
  listTextItems,
  writeItem,
  writeTextItem,
} from './item-store';
import { items, textItems } from './tables';
import { itemHealth } from './health';
import { itemJobs } from './jobs';
import { itemContributions } from './contributions';
import { itemResource, textItemResource } from '../public';

const itemBody = z.object({
  targets: translationTextsBody.default([]),
  sources: translationTextsBody.default([]),
});
const textItemBody = itemBody.extend({
  name: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
});

const jobs = itemJobs();

export default defineServerPlugin({
  healthChecks: [itemHealth],
  jobKinds: jobs.jobKinds,
  contributes: itemContributions,
  resources: [
    defineResource({
      cacheList: true,
      module: ITEMS,
      label: 'Item',
      table: items,
      body: itemBody,
      // GET groups/{course}/items (?text; ?dialect is accepted, rows carry every dialect's text) and /{id};
      // GET items/new?course=; POST groups/{course}/items; GET|PUT|DELETE items/{id}
      contract: itemResource,
      list: listItems,
      get: getItem,
      blank: blankItem,
      insert: insertItem,
      write: writeItem,
      beforeDelete: deleteItemTexts,
      // courses/{course}/items-target|source/new, items/{id}/targets|sources, PUT items/{id}/target|source-dialect/{d}
      texts: { key: itemKey, kinds: ['target', 'source'] },
    }),
    defineResource({
      cacheList: true,
      module: TEXT_ITEMS,
      label: 'Text item',
      table: textItems,
      body: textItemBody,
      // GET groups/{course}/text-items (?text) and /{id}; GET text-items/new?course=; POST groups/{course}/text-items;
      // GET|PUT|DELETE text-items/{id}
      contract: textItemResource,
      list: listTextItems,
      get: getTextItem,
      blank: blankTextItem,
      insert: insertTextItem,
      write: writeTextItem,
      beforeDelete: deleteTextItemTexts,
    }),
  ],
  routes: [
    // Guesser, Sentence Validator and Mean Validator jobs (spec 3 §7), and the k-lines of their filter.
    ...jobs.routes,
  ],
});

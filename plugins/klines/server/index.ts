import { z } from 'zod';
import { defineResource, defineServerPlugin, translationTextsBody } from '../../../sdk/server';
import { KLINES } from '../plugin';
import { beforeDeleteKLine, blankKLine, getKLine, insertKLine, listKLines, writeKLine } from './kline-store';
import { klines } from './tables';
import { klineContributions } from './contributions';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  /** A panel intro id, or null (0 is taken as none, as older clients send it). */
  panelIntroId: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  sources: translationTextsBody.default([]),
});

export default defineServerPlugin({
  contributes: klineContributions,
  resources: [
    defineResource({
      cacheList: true,
      module: KLINES, label: 'K-line', table: klines, body,
      // GET groups/{courseId}/k-lines and /{id}; POST groups/{courseId}/k-lines; GET k-lines/new?course=; GET|PUT|DELETE k-lines/{id}
      paths: { list: 'groups/:courseId/k-lines', create: 'groups/:courseId/k-lines', item: 'k-lines' },
      list: listKLines,
      get: getKLine,
      blank: blankKLine,
      insert: insertKLine,
      write: writeKLine,
      beforeDelete: beforeDeleteKLine,
    }),
  ],
});

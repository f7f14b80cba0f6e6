import { z } from 'zod';
import { defineResource, defineServerPlugin, translationTextsBody } from '../../../sdk/server';
import { KLINES, klineResource } from '../public';
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
      paths: klineResource.paths,
      list: listKLines,
      get: getKLine,
      blank: blankKLine,
      insert: insertKLine,
      write: writeKLine,
      beforeDelete: beforeDeleteKLine,
    }),
  ],
});

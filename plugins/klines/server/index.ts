import { z } from 'zod';
import { defineResource, defineServerPlugin, translationTextsBody } from '../../../sdk/server';
import { reference } from '../../../sdk/shared';
import { PANEL_INTROS } from '../../panels/public';
import { KLINES, klineResource } from '../public';
import { beforeDeleteKLine, blankKLine, getKLine, insertKLine, listKLines, writeKLine } from './kline-store';
import { klines } from './tables';
import { klineContributions } from './contributions';

const body = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  /** A panel intro of the course, or null (0 is taken as none, as older clients send it). */
  panelIntroId: z
    .union([z.literal(0), reference(PANEL_INTROS)])
    .nullable()
    .default(null),
  sources: translationTextsBody.default([]),
});

export default defineServerPlugin({
  contributes: klineContributions,
  resources: [
    defineResource({
      cacheList: true,
      module: KLINES,
      label: 'K-line',
      table: klines,
      body,
      contract: klineResource,
      list: listKLines,
      get: getKLine,
      blank: blankKLine,
      insert: insertKLine,
      write: writeKLine,
      beforeDelete: beforeDeleteKLine,
    }),
  ],
});

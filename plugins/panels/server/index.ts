import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { contribute, defineResource, defineServerPlugin, lessons, translatableTexts, translationTextsBody } from '../../../sdk/server';
import { inflectOwners } from '../../inflection/public';
import { publishedTexts } from '../../publish/public';
import { lessonPlacements } from '../../lesson-outline/public';
import { PANEL_INTROS, PANELS, panelIntroResource, panelResource } from '../public';
import { panelConceptType } from './concept-type';
import { blankIntro, deleteIntroTexts, getIntro, insertIntro, listIntros, writeIntro } from './intro-store';
import { blankPanel, deletePanelTexts, getPanel, insertPanel, listPanels, panelBody, titleKey, writePanel } from './panel-store';
import { panelInflectOwner } from './inflect-store';
import { cloneRoutes, conceptRoutes, factoryRoutes, inflectRoutes, klineRoutes, lessonRoutes, searchRoutes, structureRoutes, useRoutes } from './routes';
import { panelIntros, panels } from './tables';
import { panelUsages } from './usages';
import { specRoutes } from './spec-routes';

const introBody = z.object({
  title: z.string().trim().min(1, 'Required').max(500),
  sources: translationTextsBody.default([]),
});

export default defineServerPlugin({
  conceptTypes: [panelConceptType],
  usages: panelUsages,
  // The per-target panel titles: counted by Health, edited by Panel Titles (26, the titles plugin).
  contributes: [
    contribute(inflectOwners, panelInflectOwner),
    // A panel intro has sources only (spec 2 §3 'Panel intro: id, sources'), in the learner's
    // language: published in the course's source dialects.
    contribute(publishedTexts, {
      ref: PANEL_INTROS,
      field: 'source',
      name: 'Panel intros',
      dialects: 'source',
      records: (courseId: number) => sql`select id from ${panelIntros} where course_id = ${courseId}`,
    }),
    contribute(translatableTexts, {
      ref: PANELS,
      field: 'title',
      name: 'Panel titles',
      records: (courseId: number) => sql`select id from ${panels} where course_id = ${courseId}`,
    }),
    // A panel's own lesson (Panels' Lesson field) counts while the outline plays it in no lesson.
    contribute(lessonPlacements, {
      ref: PANELS,
      placed: (courseId: number) => sql`select p.id, l.position from ${panels} p join ${lessons} l on l.id = p.lesson_id where p.course_id = ${courseId}`,
    }),
  ],
  resources: [
    defineResource({
      cacheList: true,
      module: PANELS,
      label: 'Panel',
      table: panels,
      body: panelBody,
      // GET groups/{course}/panels (?kLine, ?text, ?lesson) and /{id}; GET panels/new?course=; POST groups/{course}/panels;
      // GET|PUT|DELETE panels/{id}
      contract: panelResource,
      list: listPanels,
      get: getPanel,
      blank: blankPanel,
      insert: insertPanel,
      write: writePanel,
      beforeDelete: deletePanelTexts,
      // courses/{course}/panel-targets-title-target/new, panels/{id}/targets, PUT panels/{id}/target-dialect/{d}
      texts: { key: titleKey, kinds: ['target'] },
    }),
    defineResource({
      cacheList: true,
      module: PANEL_INTROS,
      label: 'Panel intro',
      table: panelIntros,
      body: introBody,
      contract: panelIntroResource,
      list: listIntros,
      get: getIntro,
      blank: blankIntro,
      insert: insertIntro,
      write: writeIntro,
      beforeDelete: deleteIntroTexts,
    }),
  ],
  routes: [
    ...structureRoutes,
    ...cloneRoutes,
    ...factoryRoutes,
    ...klineRoutes,
    ...lessonRoutes,
    ...conceptRoutes,
    ...inflectRoutes,
    ...useRoutes,
    ...searchRoutes,
    ...specRoutes,
  ],
});

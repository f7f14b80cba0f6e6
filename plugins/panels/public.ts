import { z } from 'zod';
import { contract, courseParams, MODULE, resourceContract } from '../../sdk/shared';

export const PANELS = MODULE.panels;
export const PANEL_INTROS = MODULE.panelIntro;
export const PANELS_FACTORY = MODULE.panelsFactory;

/** A panel intro's grid row. */
export interface PanelIntroRow { id: number; title: string; source: string }

/** Panel Intros (9): GET groups/{course}/panels-intro and /{id}; GET panels-intro/new?course=; POST groups/{course}/panels-intro; GET|PUT|DELETE panels-intro/{id}. */
export const panelIntroResource = resourceContract(
  { list: 'groups/:courseId/panels-intro', create: 'groups/:courseId/panels-intro', item: 'panels-intro' },
  { row: z.custom<PanelIntroRow>() },
);

/** A k-line or a lesson as the panel's selects offer it. */
export const kLineOption = z.object({ id: z.number(), title: z.string() });
export const lessonOption = z.object({ id: z.number(), position: z.number() });

/** The panels plugin's calls that other screens and plugins make. */
export const panelsApi = {
  kLines: contract({
    method: 'GET', path: 'groups/:courseId/panels-k-lines', params: courseParams, answer: z.array(kLineOption),
    summary: "The course's k-lines (id, title)",
  }),
  lessons: contract({
    method: 'GET', path: 'groups/:courseId/panels-lessons', params: courseParams, answer: z.array(lessonOption),
    summary: "The course's lessons (id, position)",
  }),
};

export const panelResource = resourceContract({ list: 'groups/:courseId/panels', create: 'groups/:courseId/panels', item: 'panels' });

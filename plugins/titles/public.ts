import { z } from 'zod';
import { contract, courseParams, dbIdParam, idParams, MODULE, translationTextsBody, translationTextValue } from '../../sdk/shared';

/** The titles plugin's public face: its module keys and the route contracts other plugins call. */
export const PANEL_TITLES = MODULE.panelTitle;
export const LESSON_TITLES = MODULE.lessonTitle;

/** A titles grid row: the record's id, its lesson position (lessons only) and its title in the course's first target dialect. */
export const titleRow = z.object({ id: z.number(), position: z.number().nullable(), title: z.string() });
export type TitleRow = z.output<typeof titleRow>;

/** A record's titles per dialect, as the editor shows them. */
const titles = z.object({ id: z.number(), targets: z.array(translationTextValue), sources: z.array(translationTextValue) });
export type Titles = z.output<typeof titles>;

const courseAndId = courseParams.extend({ id: dbIdParam });
const titlesBody = z.object({ targets: translationTextsBody.optional(), sources: translationTextsBody.optional() });
/** A save's answer: the titles as saved, and the grid row (null when the record no longer is in the grid). */
const savedTitles = z.object({ id: z.number(), record: titles, row: titleRow.nullable() });

/** The titles plugin's calls: a grid of the course's lessons or panels and each one's titles. */
export const titlesApi = {
  lessonRows: contract({
    method: 'GET',
    path: 'groups/:courseId/lessons/titles',
    params: courseParams,
    answer: z.array(titleRow),
    summary: 'Lesson titles grid rows',
  }),
  lessonTitles: contract({
    method: 'GET',
    path: 'groups/:courseId/lessons/:id/titles',
    params: courseAndId,
    answer: titles,
    summary: "The lesson's titles per dialect",
  }),
  saveLessonTitles: contract({
    method: 'PUT',
    path: 'groups/:courseId/lessons/:id/titles',
    params: courseAndId,
    body: titlesBody,
    answer: savedTitles,
    summary: "Sets the lesson's titles; answers them with the grid row",
  }),
  panelRows: contract({
    method: 'GET',
    path: 'groups/:courseId/panels/titles',
    params: courseParams,
    answer: z.array(titleRow),
    summary: 'Panel titles grid rows',
  }),
  panelTitles: contract({
    method: 'GET',
    path: 'groups/:courseId/panels/:id/titles',
    params: courseAndId,
    answer: titles,
    summary: "The panel's titles per dialect",
  }),
  savePanelTitles: contract({
    method: 'PUT',
    path: 'groups/:courseId/panels/:id/titles',
    params: courseAndId,
    body: titlesBody,
    answer: savedTitles,
    summary: "Sets the panel's titles; answers them with the grid row",
  }),
  /** panels/{id}/targets is the panels plugin's (its resource's texts). */
  lessonTargets: contract({
    method: 'GET',
    path: 'lessons/:id/targets',
    params: idParams,
    answer: z.array(translationTextValue),
    summary: "A lesson's titles in the course's target dialects",
  }),
};

/** The grid, read and save calls of one kind of titled record. */
export const titleCalls = {
  lessons: { rows: titlesApi.lessonRows, get: titlesApi.lessonTitles, save: titlesApi.saveLessonTitles },
  panels: { rows: titlesApi.panelRows, get: titlesApi.panelTitles, save: titlesApi.savePanelTitles },
};
export type TitledKind = keyof typeof titleCalls;

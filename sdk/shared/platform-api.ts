import { z } from 'zod';
import { contract } from './contract';
import { courseParams, idParams } from './schemas';
import { courseConfig, dialectRef, permissionTreeEntry } from './api';
import { AsyncTaskStatus } from './enums';
import { gridColumnDef } from './plugin';
import { finishedTask, userSettings, userSettingsChange } from './user-settings';

/** An async task as the queue reports it (spec 1 §7). */
export const asyncTaskView = z.object({
  id: z.number(),
  queue: z.string(),
  status: z.enum(AsyncTaskStatus),
  priority: z.number(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AsyncTaskView = z.output<typeof asyncTaskView>;

/** A row of the agent prompt log (spec 1 §3). */
export const promptLog = z.object({
  id: z.number(),
  agent_type: z.string(),
  model: z.string(),
  /** 'success', 'error' or 'timeout'. */
  status: z.string(),
  created_at: z.string(),
  execution_time_ms: z.number(),
  temperature: z.number().nullable(),
  max_tokens: z.number().nullable(),
  tokens_used: z.number(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  price: z.number(),
  prompt_text: z.string(),
  response_text: z.string().nullable(),
  error_message: z.string().nullable(),
  context_data: z.looseObject({ agent_step: z.string().optional() }).nullable(),
  log_entity_type: z.string().nullable(),
  log_entity_id: z.number().nullable(),
});
export type PromptLog = z.output<typeof promptLog>;

/** A note on a record (spec 2 §7 Notes). */
export const note = z.object({ id: z.number(), user: z.string(), time: z.string(), note: z.string(), status: z.enum(['OPENED', 'CLOSED']) });
export type Note = z.output<typeof note>;

/** A note write's answer: the note's id and the record's notes after it, as the panel shows them. */
export const notesWrite = z.object({ id: z.number(), notes: z.array(note) });
export type NotesWrite = z.output<typeof notesWrite>;

const dialectOfCourse = dialectRef.extend({ byDefault: z.boolean() });

const recordParams = z.object({ ref: z.coerce.number().int().positive(), refId: z.coerce.number().int().positive() });

/** The platform's own calls, served by core: sessions, the permission tree, courses' dialects, tasks, notes. */
export const platformApi = {
  login: contract({
    method: 'POST',
    path: 'login',
    summary: 'Log in; starts a new session',
    body: z.object({ login: z.string().trim().min(1, 'Required').max(320), password: z.string().min(1, 'Required').max(1024) }),
    answer: z.object({ id: z.number(), login: z.string(), freelance: z.boolean() }),
  }),
  logout: contract({ method: 'POST', path: 'logout', answer: z.null(), summary: 'Ends the session on the server' }),
  permissionsTree: contract({
    method: 'GET',
    path: 'permissions-tree',
    answer: z.array(permissionTreeEntry),
    summary: 'The modules the user may open, per course',
  }),
  courseConfigs: contract({
    method: 'GET',
    path: 'courses/config',
    answer: z.array(courseConfig),
    summary: 'Dialect configuration of the courses the user may open',
  }),
  targetDialects: contract({
    method: 'GET',
    path: 'courses/:courseId/dialects-target',
    params: courseParams,
    answer: z.array(dialectOfCourse),
    summary: 'The target dialects of a course, in display order (any user with a grant on the course)',
  }),
  sourceDialects: contract({
    method: 'GET',
    path: 'courses/:courseId/dialects-source',
    params: courseParams,
    answer: z.array(dialectOfCourse),
    summary: 'The source dialects of a course, in display order (any user with a grant on the course)',
  }),
  gridColumns: contract({
    method: 'GET',
    path: 'grid-columns/:gridName',
    params: z.object({ gridName: z.string() }),
    answer: z.array(gridColumnDef),
    summary: 'Column definitions of a grid, declared by its plugin',
  }),
  asyncTask: contract({
    method: 'GET',
    path: 'async-tasks/:id',
    params: idParams,
    answer: asyncTaskView,
    summary: 'An async task: status (PENDING 0, DOING 1, DONE 2, FAILED 3, DEAD_LETTER 4, CANCELLED 5), priority 0-2, attempts, last error',
  }),
  increaseTaskPriority: contract({
    method: 'PUT',
    path: 'async-tasks/:id/increase-priority',
    params: idParams,
    answer: z.object({ id: z.number(), priority: z.number() }),
    summary: 'Raises a queued task to priority 2 (409 when it is no longer queued)',
  }),
  promptLogByEntity: contract({
    method: 'GET',
    path: 'agent-prompt-log/by-entity',
    query: z.object({ entity_type: z.string().min(1).max(100), entity_id: z.coerce.number().int() }),
    answer: z.array(promptLog),
    summary: 'Every agent call made for an entity, oldest first',
  }),
  settings: contract({ method: 'GET', path: 'me/settings', answer: userSettings, summary: "The signed-in user's own settings (defaults until saved)" }),
  saveSettings: contract({
    method: 'PUT',
    path: 'me/settings',
    body: userSettingsChange,
    answer: userSettings,
    summary: "Changes the signed-in user's settings (only the fields sent); answers them all",
  }),
  myTasks: contract({
    method: 'GET',
    path: 'me/tasks',
    answer: z.array(finishedTask),
    summary: 'The last 50 tasks the signed-in user queued that have ended (done, failed or cancelled), latest first',
  }),
  /** With Accept: text/event-stream the handler streams the events itself (and answers undefined). */
  myEvents: contract({
    method: 'GET',
    path: 'me/events',
    answer: z.undefined(),
    summary: "Server-sent events of the signed-in user ('task': a task they queued ended), with Accept: text/event-stream",
  }),
  notes: contract({ method: 'GET', path: 'ref/:ref/refId/:refId/notes', params: recordParams, answer: z.array(note), summary: 'Notes of a record' }),
  addNote: contract({
    method: 'POST',
    path: 'ref/:ref/refId/:refId/notes',
    params: recordParams,
    body: z.object({ note: z.string().trim().min(1, 'Required').max(5000) }),
    answer: notesWrite,
    summary: "Adds a note; answers its id and the record's notes",
  }),
  closeNote: contract({
    method: 'PUT',
    path: 'note/:id',
    params: idParams,
    body: z.object({ status: z.literal('CLOSED') }),
    answer: notesWrite,
    summary: "Closes an opened note (409 otherwise); answers the record's notes",
  }),
  deleteNote: contract({
    method: 'DELETE',
    path: 'note/:id',
    params: idParams,
    answer: notesWrite,
    summary: "Deletes a closed note (409 otherwise); answers the record's notes",
  }),
};

import { z } from 'zod';
import { contract } from './contract';
import { courseParams, idParams } from './schemas';
import type { CourseConfig, DialectRef, PermissionTreeEntry } from './api';
import type { AsyncTaskStatus } from './enums';
import type { GridColumnDef } from './plugin';

/** An async task as the queue reports it (spec 1 §7). */
export interface AsyncTaskView {
  id: number;
  queue: string;
  status: AsyncTaskStatus;
  priority: number;
  attempts: number;
  lastError: string | null;
  entityType: string | null;
  entityId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the agent prompt log (spec 1 §3). */
export interface PromptLog {
  id: number;
  agent_type: string;
  model: string;
  /** 'success', 'error' or 'timeout'. */
  status: string;
  created_at: string;
  execution_time_ms: number;
  temperature: number | null;
  max_tokens: number | null;
  tokens_used: number;
  input_tokens: number;
  output_tokens: number;
  price: number;
  prompt_text: string;
  response_text: string | null;
  error_message: string | null;
  context_data: { agent_step?: string; [k: string]: unknown } | null;
  log_entity_type: string | null;
  log_entity_id: number | null;
}

/** A note on a record (spec 2 §7 Notes). */
export interface Note {
  id: number;
  user: string;
  time: string;
  note: string;
  status: 'OPENED' | 'CLOSED';
}

/** A note write's answer: the note's id and the record's notes after it, as the panel shows them. */
export interface NotesWrite {
  id: number;
  notes: Note[];
}

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
    answer: z.custom<PermissionTreeEntry[]>(),
    summary: 'The modules the user may open, per course',
  }),
  courseConfigs: contract({
    method: 'GET',
    path: 'courses/config',
    answer: z.custom<CourseConfig[]>(),
    summary: 'Dialect configuration of the courses the user may open',
  }),
  targetDialects: contract({
    method: 'GET',
    path: 'courses/:courseId/dialects-target',
    params: courseParams,
    answer: z.custom<(DialectRef & { byDefault: boolean })[]>(),
    summary: 'The target dialects of a course, in display order (any user with a grant on the course)',
  }),
  sourceDialects: contract({
    method: 'GET',
    path: 'courses/:courseId/dialects-source',
    params: courseParams,
    answer: z.custom<(DialectRef & { byDefault: boolean })[]>(),
    summary: 'The source dialects of a course, in display order (any user with a grant on the course)',
  }),
  gridColumns: contract({
    method: 'GET',
    path: 'grid-columns/:gridName',
    params: z.object({ gridName: z.string() }),
    answer: z.custom<GridColumnDef[]>(),
    summary: 'Column definitions of a grid, declared by its plugin',
  }),
  asyncTask: contract({
    method: 'GET',
    path: 'async-tasks/:id',
    params: idParams,
    answer: z.custom<AsyncTaskView>(),
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
    answer: z.custom<PromptLog[]>(),
    summary: 'Every agent call made for an entity, oldest first',
  }),
  notes: contract({ method: 'GET', path: 'ref/:ref/refId/:refId/notes', params: recordParams, answer: z.custom<Note[]>(), summary: 'Notes of a record' }),
  addNote: contract({
    method: 'POST',
    path: 'ref/:ref/refId/:refId/notes',
    params: recordParams,
    body: z.object({ note: z.string().trim().min(1, 'Required').max(5000) }),
    answer: z.custom<NotesWrite>(),
    summary: "Adds a note; answers its id and the record's notes",
  }),
  closeNote: contract({
    method: 'PUT',
    path: 'note/:id',
    params: idParams,
    body: z.object({ status: z.literal('CLOSED') }),
    answer: z.custom<NotesWrite>(),
    summary: "Closes an opened note (409 otherwise); answers the record's notes",
  }),
  deleteNote: contract({
    method: 'DELETE',
    path: 'note/:id',
    params: idParams,
    answer: z.custom<NotesWrite>(),
    summary: "Deletes a closed note (409 otherwise); answers the record's notes",
  }),
};

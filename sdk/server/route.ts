import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from './db';
import type { AnswerOf, AnyContract, BodyOf, ModuleDef, ParamsOf, QueryOf } from '../shared';
import type { FileStore } from './files';
import type { TranslationMemory } from './memory';
import type { Tasks } from './tasks';
import type { AgentRunner } from './agents';
import type { SpeechProvider } from './speech';

export interface EntityRef {
  type: string;
  id: number;
}

/** Which module and course an entity type's records belong to (registered by the plugin that creates them). */
export interface EntityOwner {
  type: string;
  /** null when there is no such entity. */
  owner(db: Db, id: number): Promise<{ module: number; courseId: number } | null>;
}

export interface SessionUser {
  id: number;
  name: string;
  freelance: boolean;
  admin: boolean;
}

/**
 * Who may call a route. 'public' needs no session (login); 'user' any logged-in user.
 * A module access checks the user's grant on that module before the handler runs; for a
 * course-scoped module the course comes from `courseOf` or, by default, the `courseId` path
 * parameter (or the `course` query parameter).
 */
export type RouteAccess =
  | 'public'
  | 'user'
  /** Any user with a grant on the course named by the `courseId` path parameter (shared lookups of a course). */
  | 'course'
  /**
   * A record of any module, named by the path: the grant on that module and the record's course.
   * The module must declare the record as a resource (ServerPlugin.resources).
   */
  | { record: (params: any, db: Db) => { ref: number; refId: number } | Promise<{ ref: number; refId: number }> }
  /**
   * An entity of the task queue or the prompt log (an AI job item, an Agent QA item…), named by the
   * request: the grant on the module that owns it (ServerPlugin.entities) on its course. null when
   * there is no such thing (404); an entity-less task (`{ entity: undefined }`) is for admins only.
   */
  | { entity: (input: { params: any; query: any; db: Db }) => Promise<EntityRef | null | undefined> | EntityRef | null | undefined }
  | {
      module: number;
      /** For records reached by id: the course the record belongs to, or null when there is no such record (404). */
      courseOf?: (input: { params: any; query: any; db: Db }) => Promise<number | null | undefined>;
      /** A create whose record names its course: the body's courseId when the path and the query name none (POST panels). */
      courseInBody?: boolean;
      /**
       * A call the spec makes without a course (a blank record, a lookup): when the request names
       * none, a grant on the module in any course will do, and the handler gets courseId 0.
       */
      anyCourse?: boolean;
      /**
       * Path parameters that reach a real record of the given course, or null if it has none.
       * The authorization sweep test uses it to prove another course's record is refused.
       */
      sample?: (db: Db, courseId: number) => Promise<Record<string, string | number> | null>;
    };

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  db: Db;
  /** The session user; absent only on 'public' routes. */
  user: SessionUser;
  /** The course resolved by the access check (0 for global modules). */
  courseId: number;
  /** Every module the plugins register (the permission catalogue). */
  modules: ModuleDef[];
  /** Uploaded files (FILES_DIR); a multipart body is read with readUpload (sdk/server/uploads.ts). */
  files: FileStore;
  /** The translation memory (suggestions and search over every done text). */
  memory: TranslationMemory;
  /** The task queue: enqueue background work (see defineTask). */
  tasks: Tasks;
  /** The agent providers (local or openai), every call written to the prompt log. */
  agents: AgentRunner;
  /** Speech synthesis (SPEECH_PROVIDER: local eSpeak NG or openai). Long work goes to a task. */
  speech: SpeechProvider;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Schema = z.ZodType | undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDef<PS extends Schema = Schema, QS extends Schema = Schema, BS extends Schema = Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Spelled as the specification spells it, without the /api prefix: 'courses/:courseId/glossaries'. */
  url: string;
  access: RouteAccess;
  params?: PS;
  query?: QS;
  body?: BS;
  summary?: string;
  /**
   * GETs answer what the handler returns. Writes answer { result: 'OK', ok: true, data } with
   * the handler's value as data, unless raw is set.
   */
  raw?: boolean;
  /** What the handler answers (a write's data unless raw), for the OpenAPI document. */
  answer?: z.ZodType;
  handler: (input: RouteInput<Out<PS>, Out<QS>, Out<BS>>) => Promise<unknown>;
}

/** What a handler may answer for a wire type: a Date where the JSON holds a string (it is sent as one), a stream where bytes go (sent as it is read). */
export type OnWire<T> = T extends Uint8Array
  ? T | Readable
  : T extends string
    ? T | Date
    : T extends readonly (infer U)[]
      ? OnWire<U>[]
      : T extends object
        ? { [K in keyof T]: OnWire<T[K]> }
        : T;

declare const jsonOf: unique symbol;
/** An answer already serialized as JSON (a list answered from memory), sent as it is; its handler sets the JSON content type. */
export type JsonText<T> = string & { readonly [jsonOf]?: T };

/** How a plugin serves a contract: who may call it, and the handler. */
export interface RouteImpl<C extends AnyContract> {
  access: RouteAccess;
  /** GETs answer what it returns; writes answer { result: 'OK', ok: true, data } with it as data (unless the contract is raw). */
  handler: (input: RouteInput<ParamsOf<C>, QueryOf<C>, BodyOf<C>>) => Promise<OnWire<AnswerOf<C>> | JsonText<OnWire<AnswerOf<C>>>>;
}

/**
 * Serves a contract of the plugin's public.ts; the host adds validation, authorization and the
 * response convention. (The older form, a RouteDef with its own url, is being ported to contracts.)
 */
export function route<C extends AnyContract>(c: C, impl: RouteImpl<C>): RouteDef;
export function route<PS extends Schema = undefined, QS extends Schema = undefined, BS extends Schema = undefined>(def: RouteDef<PS, QS, BS>): RouteDef;
export function route(a: AnyContract | RouteDef, impl?: RouteImpl<AnyContract>): RouteDef {
  if (!impl) return a as RouteDef;
  const c = a as AnyContract;
  return {
    method: c.method,
    url: c.path,
    params: c.params,
    query: c.query,
    body: c.body,
    summary: c.summary,
    raw: c.raw,
    answer: c.answer,
    access: impl.access,
    handler: impl.handler as RouteDef['handler'],
  };
}

/** Thrown from a handler: answers { error: message } with the status. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);

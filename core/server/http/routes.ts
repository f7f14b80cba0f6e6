import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityRef, RouteDef, SessionUser } from '../../../sdk/server';
import { HttpError } from '../../../sdk/server';
import type { Db } from '../db/open';
import { asActingUser } from '../db/acting-user';
import type { ModuleRegistry } from '../plugins/load';
import type { FileStore } from '../files/file-store';
import type { TranslationMemory } from '../../../sdk/server/memory';
import type { Tasks } from '../../../sdk/server/tasks';
import type { AgentRunner } from '../../../sdk/server/agents';
import type { SpeechProvider } from '../../../sdk/server/speech';
import { Grants } from '../platform/grants';
import { declaredReferences, refuseBadReferences } from './references';
import { idParamsOf, refuseBadPathIds, refuseUnstorableInput, zeroParamsOf } from './input-rules';
import { NO_BODY } from './request-bodies';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
    courseId?: number;
  }
  interface FastifyContextConfig {
    /** What the route answers, on the wire (see wireAnswer). */
    answer?: z.ZodType;
  }
}

export interface RegisteredRoute {
  plugin: string;
  def: RouteDef;
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** What the route sends: a GET's or a raw write's answer as it is; a write's wrapped in { result, ok, data }. */
function wireAnswer(def: RouteDef): z.ZodType | undefined {
  if (def.raw || !WRITES.has(def.method)) return def.answer;
  return z.object({ result: z.literal('OK'), ok: z.literal(true), data: def.answer ?? z.unknown() });
}

/** Tests: an answer that its contract's schema refuses (as the JSON the client reads) fails the request. */
function checkAnswer(schema: z.ZodType, sent: unknown, req: FastifyRequest): void {
  if (typeof sent !== 'object' || sent === null || Buffer.isBuffer(sent) || typeof (sent as { pipe?: unknown }).pipe === 'function') return;
  const result = schema.safeParse(JSON.parse(JSON.stringify(sent)));
  if (result.success) return;
  const where = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  throw new Error(`${req.method} ${req.routeOptions.url}: the answer does not match its contract (${where.join('; ')})`);
}

function courseIdFrom(req: FastifyRequest, inBody = false): number | undefined {
  const params = req.params as Record<string, string | undefined>;
  const query = req.query as Record<string, string | undefined>;
  const body = inBody && typeof req.body === 'object' && req.body !== null ? (req.body as { courseId?: unknown }).courseId : undefined;
  const raw = params.courseId ?? query.course ?? body;
  return raw === undefined ? undefined : Number(raw);
}

/**
 * Registers a declared route under /api with its zod schemas, the access check before validation
 * (so a refused caller learns nothing from a 400) and the response convention.
 */
export interface RouteServices {
  files: FileStore;
  memory: TranslationMemory;
  tasks: Tasks;
  agents: AgentRunner;
  speech: SpeechProvider;
}

export function registerRoute(
  app: FastifyInstance,
  db: Db,
  registry: ModuleRegistry,
  services: RouteServices,
  plugin: string,
  def: RouteDef,
  checkAnswers = false,
): void {
  const access = def.access;
  const mod = typeof access === 'object' && 'module' in access ? registry.get(access.module) : undefined;
  if (access === 'course' && !/:courseId\b/.test(def.url)) throw new Error(`${plugin}: route ${def.method} ${def.url} with course access needs :courseId`);
  if (typeof access === 'object' && 'module' in access) {
    if (!mod) throw new Error(`${plugin}: route ${def.method} ${def.url} names unknown module ${access.module}`);
    const courseInQuery = !!(def.query as { shape?: Record<string, unknown> } | undefined)?.shape?.course;
    if (mod.scope === 'course' && !access.courseOf && !access.anyCourse && !access.courseInBody && !/:courseId\b/.test(def.url) && !courseInQuery) {
      throw new Error(`${plugin}: route ${def.method} ${def.url} of course module ${mod.id} needs :courseId, ?course or courseOf`);
    }
  }

  /** The user's grants, read on every request; their fingerprint goes out as X-Grants (see Grants.signature). */
  const grantsOf = async (req: FastifyRequest, reply: FastifyReply) => {
    const grants = await Grants.of(db, req.user!);
    reply.header('X-Grants', grants.signature);
    return grants;
  };

  const references = declaredReferences(def.body);
  for (const r of references) {
    for (const ref of [r.ref, ...Object.values(r.pair?.aliases ?? {})]) {
      if (ref !== undefined && !registry.recordCourse.has(ref)) {
        throw new Error(`${plugin}: route ${def.method} ${def.url} declares body.${r.path.join('.')} a reference to module ${ref}, which declares no records`);
      }
    }
  }
  const courseOfRecord = (ref: number) => registry.recordCourse.get(ref);

  const answer = wireAnswer(def);
  /**
   * A body whose every field is optional: a request without one is read as {} (the spec sends none to
   * such writes; Fastify validates a missing body as null, which an optional schema refuses too).
   */
  const emptyBodyIsObject = !!def.body && def.body.safeParse({}).success;
  const isId = idParamsOf(def.params);
  const zeroOk = zeroParamsOf(def.params);
  const authorize = async (req: FastifyRequest, reply: FastifyReply) => {
    if (access === 'public') return refuseBadPathIds(req.params, isId, zeroOk);
    if (!req.user) return reply.status(401).send({ logged: false, error: 'Not logged in' });
    refuseBadPathIds(req.params, isId, zeroOk);
    if (access === 'user') return;
    if (access === 'course') {
      const courseId = Number((req.params as { courseId?: string }).courseId);
      const grants = await grantsOf(req, reply);
      if (!grants.onCourse(courseId)) return reply.status(403).send({ error: 'You do not have access to this course' });
      req.courseId = courseId;
      return;
    }
    if ('record' in access) return authorizeRecord(req, reply, await access.record(req.params, db));
    if ('entity' in access) return authorizeEntity(req, reply, await access.entity({ params: req.params, query: req.query, db }));
    if (!mod) return;
    let courseId = 0;
    if (mod.scope === 'course') {
      const resolved = access.courseOf ? await access.courseOf({ params: req.params, query: req.query, db }) : courseIdFrom(req, access.courseInBody);
      if (resolved === null) throw new HttpError(404, 'Record not found');
      if (resolved === undefined && access.anyCourse) {
        const grants = await grantsOf(req, reply);
        if (!grants.onModule(mod.id)) return reply.status(403).send({ error: 'You do not have access to this module' });
        req.courseId = 0;
        return;
      }
      if (resolved === undefined || !Number.isInteger(resolved) || resolved <= 0) {
        throw new HttpError(400, 'Invalid course id', { courseId: 'Expected a course id' });
      }
      courseId = resolved;
    }
    const grants = await grantsOf(req, reply);
    if (!grants.can(courseId, mod.id)) return reply.status(403).send({ error: 'You do not have access to this module' });
    req.courseId = courseId;
  };

  /** Access to a record named by (ref, refId) in the path, as its module's own routes would allow. */
  const authorizeRecord = async (req: FastifyRequest, reply: FastifyReply, { ref, refId }: { ref: number; refId: number }) => {
    const target = registry.get(registry.recordModule.get(ref) ?? ref);
    const courseOf = registry.recordCourse.get(ref);
    if (!target || !courseOf) throw new HttpError(404, `Module ${ref} has no records here`);
    const courseId = await courseOf(db, refId);
    if (courseId === null) throw new HttpError(404, 'Record not found');
    if (!(await grantsOf(req, reply)).can(courseId, target.id)) return reply.status(403).send({ error: 'You do not have access to this module' });
    req.courseId = courseId;
  };

  /** Access to an entity of the task queue or prompt log, as its owning module's routes would allow. */
  const authorizeEntity = async (req: FastifyRequest, reply: FastifyReply, entity: EntityRef | null | undefined) => {
    if (entity === null) throw new HttpError(404, 'Record not found');
    const refused = () => reply.status(403).send({ error: 'You do not have access to this module' });
    if (entity === undefined) return req.user!.admin ? undefined : refused();
    const ownerOf = registry.entityOwner.get(entity.type);
    if (!ownerOf) throw new HttpError(404, `No module owns entities of type ${entity.type}`);
    const owner = await ownerOf(db, entity.id);
    if (!owner) throw new HttpError(404, 'Record not found');
    if (!(await grantsOf(req, reply)).can(owner.courseId, owner.module)) return refused();
    req.courseId = owner.courseId;
  };

  app.route({
    method: def.method,
    url: `/api/${def.url.replace(/^\//, '')}`,
    schema: Object.fromEntries(
      Object.entries({
        params: def.params,
        querystring: def.query,
        body: def.body,
        summary: def.summary,
        tags: [plugin],
      }).filter(([, v]) => v !== undefined),
    ),
    // The answer's schema documents the route (see openapi.ts); only tests check answers against it.
    config: { answer },
    preValidation: async (req, reply) => {
      // An empty JSON body (the parser's NO_BODY; Fastify answers null without calling it when nothing was sent) is no body.
      if (req.body === NO_BODY || (req.body === null && !Number(req.headers['content-length'] ?? 0))) req.body = undefined;
      if (emptyBodyIsObject && req.body === undefined) req.body = {};
      await authorize(req, reply);
      if (reply.sent) return reply;
      if (references.length) await refuseBadReferences(db, courseOfRecord, req.courseId ?? 0, req.body, references);
    },
    preHandler: async (req) => refuseUnstorableInput(req),
    handler: async (req, reply) => {
      // Every write the handler makes, and every task it queues, is the session user's.
      const data = await asActingUser(req.user?.id ?? null, () =>
        def.handler({
          params: req.params,
          query: req.query,
          body: req.body,
          db,
          user: req.user as SessionUser,
          courseId: req.courseId ?? 0,
          modules: [...registry.modules.values()],
          ...services,
          req,
          reply,
        } as never),
      );
      if (reply.sent) return reply;
      const sent = def.raw || !WRITES.has(def.method) ? data : { result: 'OK', ok: true, data };
      if (checkAnswers && answer) checkAnswer(answer, sent, req);
      return sent;
    },
  });
}

import { z } from 'zod';

// One wording for a missing field across the API: { fields: { name: 'Required' } }.
z.config({ customError: (issue) => (issue.input === undefined ? 'Required' : undefined) });

export { route, HttpError, notFound } from './route';
export { rowsOf } from './sql-rows';
export type { RouteDef, RouteAccess, RouteInput, SessionUser, EntityRef, EntityOwner } from './route';
export { defineServerPlugin } from './plugin';
export { defineTask, AsyncTaskStatus } from './tasks';
export type { TaskDef, TaskContext, TaskPriority, Tasks, EnqueueOptions, AsyncTaskRow } from './tasks';
export { defineAgent } from './agents';
export type { AgentDef, AgentRunner, AgentResult, AgentCall, LocalAnswer, AgentQa, QaCase, QaSegment } from './agents';
export { usagesOf } from './usages';
export type { UsageProvider } from './usages';
export { conceptType, conceptTypes, textWritesVersion } from './concepts';
export type { ConceptType, ConceptCandidate } from './concepts';
export type { ConceptOption } from '../shared/concepts';
export { healthCheckProviders, lackingResult, percentOf, statusOf } from './health';
export type { HealthCheckProvider, HealthGroup, HealthCheck, HealthCheckMeta, HealthResult, HealthMetric, HealthStatus, HealthContext } from './health';
export { courseDialectList, allDialects } from './dialects';
export { readTranslation, writeTranslation, deleteTranslations, copyDialectTexts, insertTranslations, translationTextsBody } from './translations';
export type { TranslationKey, TranslationText, TranslationTextsBody, BulkTranslation } from './translations';
export { defineResource, byIdAccess, STALE_MESSAGE } from './resource';
export type { ResourceConfig, ResourceTable, ResourcePaths, ResourceRecord } from './resource';
export type { ServerPlugin, SeedContext } from './plugin';
export type { Db } from '../../core/server/db/open';
export type { FileStore } from '../../core/server/files/file-store';
export type { TranslationMemory, MemorySuggestion, MemoryHit } from './memory';
export { courses, languages, dialects, courseDialects, users, grants, workStates, workStateHistory, translations, translationTexts, conceptLinks, asyncTasks } from '../../core/server/db/schema';
export { hashPassword } from '../../core/server/auth/passwords';
export { endUserSessions } from '../../core/server/auth/sessions';
export { readTexts, writeTexts, blankTexts, courseTextDialects, defaultDialects, containsPattern, LIST_LIMIT } from './record-texts';
export type { RecordTexts } from './record-texts';
export { defineJobKind, jobKindPlugin } from './jobs';
export type { JobKind, JobAction, JobActionContext, JobItem, JobItemSeed, JobRecord } from './jobs';
export { linksToConcept, linkedText, relink, unlink } from './concept-links';
export type { ConceptLinkRow } from './concept-links';
export { GroupWriter } from '../../core/server/tasks/group-writer';

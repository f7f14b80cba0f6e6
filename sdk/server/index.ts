import { z } from 'zod';

// One wording for a missing field across the API: { fields: { name: 'Required' } }.
z.config({ customError: (issue) => (issue.input === undefined ? 'Required' : undefined) });

export { route, HttpError, notFound } from './route';
export { actingUser, ACTING_USER_SETTING } from './acting-user';
export { idArray, rowsOf, textArray } from './sql-rows';
export { insertMany } from './insert-many';
export { svgFileProblem, svgSafetyProblem, sanitizeHtml } from './sanitize';
export { readUpload, storeUpload, streamUpload } from './uploads';
export type { MultipartRequest, StoreAs, StoredFile, StreamedFile, StreamedUploadSpec, Upload, UploadedFile, UploadSpec } from './uploads';
export { audioFileProblem, readMp3, readWav } from './audio-files';
export type { Mp3Info, WavInfo } from './audio-files';
export { imageProblem, imageSize, MAX_IMAGE_SIDE } from './image-files';
export type { ImageSize, ImageType } from './image-files';
export { dbIdParam, isDbId } from '../shared/schemas';
export type { OnWire, RouteDef, RouteAccess, RouteImpl, RouteInput, SessionUser, EntityRef, EntityOwner } from './route';
export { defineServerPlugin } from './plugin';
export { defineTask, AsyncTaskStatus } from './tasks';
export type { TaskDef, TaskContext, TaskPriority, Tasks, EnqueueOptions, AsyncTaskRow } from './tasks';
export { defineAgent } from './agents';
export type { AgentDef, AgentRunner, AgentResult, AgentCall, LocalAnswer, AgentQa, QaCase, QaSegment } from './agents';
export { registerUsages, usagesOf } from './usages';
export type { UsageProvider } from './usages';
export {
  conceptTables,
  conceptType,
  conceptTypes,
  formDictionary,
  guessLinks,
  longestCover,
  matchDictionary,
  matchPhrase,
  registerConceptTypes,
  sortCandidates,
  textWritesVersion,
} from './concepts';
export type { ConceptType, ConceptCandidate, ConceptGloss, FormDictionary, StoredLink } from './concepts';
export { healthCheckProviders, registerHealthChecks, lackingResult, percentOf, statusOf } from './health';
export type { HealthCheckProvider, HealthGroup, HealthCheck, HealthCheckMeta, HealthResult, HealthMetric, HealthStatus, HealthContext } from './health';
export { courseDialectList, allDialects } from './dialects';
export {
  readTranslation,
  writeTranslation,
  checkTranslations,
  deleteTranslations,
  copyDialectTexts,
  insertTranslations,
  translationTextsBody,
} from './translations';
export type { TranslationKey, TranslationText, TranslationTextsBody, BulkTranslation, TranslationStore, WriteOptions } from './translations';
export {
  defineResource,
  byIdAccess,
  courseOfFirst,
  courseOfRecord,
  recordCourse,
  recordEntity,
  STALE_MESSAGE,
  registerResources,
  resourceRows,
  PAGE_LIMIT_MAX,
} from './resource';
export type { ListFilter, ResourceConfig, ResourceTable, ResourcePaths, ResourceRecord, SavedRecord, ListPage } from './resource';
export { ListCache, listCacheOf, setListCache } from './list-cache';
export { TableCache, TableWrites, setTableWrites, tableWritesOf } from './table-cache';
export { EventHub, LocalEvents, serverEventsOf, setServerEvents, type ServerEvent, type ServerEvents } from './server-events';
export { streamServerEvents, type StreamedEvent } from './event-stream';
export { publishUserEvent, streamUserEvents } from './user-events';
export type { PeriodicWork, ServerPlugin, SeedContext } from './plugin';
export { moveRefRows, ownRecordRef, recordLocations, recordRefModule, refRowsOwners, removeRefRows, withPartRefs } from './record-refs';
export type { RecordLocation, RecordRef, RefMove, RefRowsOwner } from './record-refs';
export { clDetailsOf, type ClDetail } from './cl-details';
export { plannedPerRun, type Db } from './db';
export type { ByteRange, FileStore, RangedFile } from './files';
export { byteRangeOf, sendStoredFile } from './file-answer';
export type { TranslationMemory, MemorySuggestion, MemoryHit } from './memory';
export * from './tables';
export { hashPassword, checkNewPassword, endUserSessions } from './accounts';
export type { AccountService } from './accounts';
export type { SpeechProvider, SpeechVoice, SpeechGender } from './speech';
export { runInWorker } from './workers';
export { readTexts, writeTexts, blankTexts, courseTextDialects, defaultDialects, containsPattern, LIST_LIMIT } from './record-texts';
export type { RecordTexts } from './record-texts';
export { defineJobKind } from './jobs';
export { defineRunKind, latestRun, pauseRun, resumeRun, runById, runByKey, runQueue, startRun } from './runs';
export type { Run, RunKind, RunStart, RunStatus, RunStepContext, RunStepOutcome, RunStore } from './runs';
export type { JobKind, JobAction, JobActionContext, JobItem, JobItemSeed, JobRecord } from './jobs';
export { linksToConcept, linkedText, relink, unlink } from './concept-links';
export type { ConceptLinkRow, ConceptLinkStore } from './concept-links';
export { GroupWriter } from './group-writer';
export { orderedParts } from './ordered-parts';
export type { OrderedParts, OrderedPartsConfig, PartTable } from './ordered-parts';
export { defineAudioRef, definedAudioRefs, audioStatesOf, audioStateOf, deleteAudioOf, recordingTools } from './audio';
export type { AudioRef, AudioStore, RecordingTools } from './audio';
export { contribute, contributionPoint, contributionsTo } from '../shared/contributions';
export type { Contribution, ContributionPoint } from '../shared/contributions';
export { gridRowFields, textDialects, translatableTexts } from './contribution-points';
export { refTitle } from './ref-names';
export type { GridRowFields, TranslatableTexts } from './contribution-points';
export { chunksOf, readXml, xmlAttr, xmlAttrs, xmlText, XmlFileError } from './formats/xml';
export type { XmlElement, XmlHandlers } from './formats/xml';
export { hasInlineCodes, inlinePieces, joinPieces } from './formats/inline-codes';
export type { InlinePiece } from './formats/inline-codes';
export { matchDialect, readTmx, TMX_END, tmxDate, tmxSeg, tmxStart, tmxUnit } from './formats/tmx';
export type { TmxHead, TmxReader, TmxReadUnit, TmxUnit, TmxVariant } from './formats/tmx';

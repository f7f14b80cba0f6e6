import type { DialectRef, EditableRecord } from '../../../sdk/client';

export interface PermissionEntry {
  moduleId: number;
  name: string;
  granted: boolean;
}

/** A course with the user's permissions in it; id 0 is the pseudo course of the global modules. */
export interface PermissionCourse {
  id: number;
  name: string;
  language: string;
  languageCode: string;
  /** At least one permission granted. */
  granted: boolean;
  permissions: PermissionEntry[];
}

export interface UserRecord extends EditableRecord {
  name: string;
  /** Empty: unchanged (required for a new user). */
  password: string;
  freelance: boolean;
  /** Read-only: an administrator holds every permission. */
  admin: boolean;
  version: number;
  courses: PermissionCourse[];
}

export interface CourseRecord extends EditableRecord {
  languageId: number | null;
  language: string;
  code: string;
  name: string;
  targets: DialectRef[];
  sources: DialectRef[];
  targetAvailableIds: number[];
  sourceAvailableIds: number[];
  conceptLinker: boolean;
  splitExercises: boolean;
  hasVocabulary: boolean;
  playAudioSegmentWhenSolved: boolean;
  glossaryUppercase: boolean;
  publishLessonPosition: number;
  clLessonPosition: number;
  aiReviewPos: number;
  sourceDialectDefaultId: number | null;
  targetDialectDefaultId: number | null;
  version: number;
}

export interface LanguageRecord extends EditableRecord {
  code: string;
  name: string;
  translationStyle: string;
  terminologyStyle: string;
  version: number;
}

/** GET dialects. */
export interface DialectOption {
  id: number;
  code: string;
  name: string;
  languageId: number;
}

/** GET languages/select. */
export interface LanguageOption {
  id: number;
  code: string;
  name: string;
}

import type { DialectRef, EditableRecord } from '../../../sdk/client';
import type { PermissionCourse, PermissionEntry } from '../permission-types';

export type { PermissionCourse, PermissionEntry };

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

import { z } from 'zod';
import { contract, dialectRef, idParams, MODULE, resourceContract, searchText } from '../../sdk/shared';
import { permissionCourse } from './permission-types';

export type { PermissionCourse, PermissionEntry } from './permission-types';

/** The admin plugin's public face: its module keys and the route contracts other plugins call. */
export const USERS = MODULE.admin;
export const COURSES = MODULE.courses;
export const LANGUAGES = MODULE.languages;

/** A user's grid row. */
const userRow = z.object({ id: z.number(), name: z.string(), freelance: z.boolean(), admin: z.boolean() });
export type UserRow = z.output<typeof userRow>;

/** A user as the editor shows it: never the hash; the password field is always empty. */
const user = userRow.extend({
  /** Empty: unchanged (required for a new user). */
  password: z.string(),
  version: z.number(),
  /** Read-only for an administrator, who holds every permission. */
  courses: z.array(permissionCourse),
});
export type UserRecord = z.output<typeof user>;

/** A course as its editor shows it; a blank one (id -1) has no language yet. */
const course = z.object({
  id: z.number(),
  languageId: z.number().nullable(),
  language: z.string(),
  code: z.string(),
  name: z.string(),
  targets: z.array(dialectRef),
  sources: z.array(dialectRef),
  targetAvailableIds: z.array(z.number()),
  sourceAvailableIds: z.array(z.number()),
  conceptLinker: z.boolean(),
  splitExercises: z.boolean(),
  hasVocabulary: z.boolean(),
  playAudioSegmentWhenSolved: z.boolean(),
  glossaryUppercase: z.boolean(),
  publishLessonPosition: z.number(),
  clLessonPosition: z.number(),
  aiReviewPos: z.number(),
  sourceDialectDefaultId: z.number().nullable(),
  targetDialectDefaultId: z.number().nullable(),
  version: z.number(),
});
export type CourseRecord = z.output<typeof course>;

/** A course's grid row. */
const courseRow = z.object({ id: z.number(), language: z.string(), languageCode: z.string(), code: z.string(), name: z.string() });
export type CourseRow = z.output<typeof courseRow>;

/** A language as its editor shows it. */
const language = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  translationStyle: z.string(),
  terminologyStyle: z.string(),
  version: z.number(),
});
export type LanguageRecord = z.output<typeof language>;

/** A language's grid row. */
const languageRow = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type LanguageRow = z.output<typeof languageRow>;

export const languagesResource = resourceContract(
  { list: 'languages', create: 'languages', item: 'languages', gridRow: 'languages/:id/grid-row' },
  { record: language, row: languageRow },
);

export const coursesResource = resourceContract(
  { list: 'courses', create: 'courses', item: 'courses', gridRow: 'courses/:id/grid-row' },
  { record: course, row: courseRow },
);

/** Users (1): served by the admin plugin's own routes (the permissions are saved apart), edited as a grid-and-editor resource. */
export const usersResource = resourceContract({ list: 'users', create: 'users', item: 'users', gridRow: 'users/grid/:id' }, { record: user, row: userRow });

/** A user as POST users and PUT users/:id carry it (without courses). */
export const userBody = z.object({
  /** The login: an e-mail address, kept in lower case. */
  name: z.string().trim().toLowerCase().min(1, 'Required').max(254).pipe(z.email('Not a valid e-mail address')),
  /** Required on create; on update an empty password keeps the old one. The server's rules (checkNewPassword) answer 400 naming it. */
  password: z.string().max(200).default(''),
  freelance: z.boolean().default(false),
});

/** What PUT users/:id/permissions (and the user record's optional `courses`) carries. */
export const permissionCoursesBody = z
  .array(
    z.object({
      id: z.number().int().min(0),
      granted: z.boolean().optional(),
      permissions: z.array(z.object({ moduleId: z.number().int().positive(), granted: z.boolean() })).max(1000),
    }),
  )
  .max(10_000);
export type PermissionCoursesBody = z.output<typeof permissionCoursesBody>;

/** What a user write answers: the user as GET answers it, and their grid row (one request per save). */
const savedUser = z.object({ id: z.number(), record: user, row: userRow.nullable() });
/** A user's permissions, with the version the last write left. */
const userPermissions = z.object({ id: z.number(), admin: z.boolean(), version: z.number(), courses: z.array(permissionCourse) });

const addDialectBody = z.object({
  dialectId: z.number().int().positive(),
  /** A dialect of the course whose texts the new dialect starts with; optional. */
  copyDialectId: z.number().int().positive().nullable().optional(),
});
/** The course as GET answers it, with the number of texts copied to the new dialect. */
const courseWithCopied = course.extend({ copied: z.number() });
const addDialectSummary = (kind: 'source' | 'target') =>
  `Adds a ${kind} dialect at the end of the course's list, optionally copying the texts of one of its dialects`;

/** A dialect, for the dialect selects of the Courses screen. */
export const dialectOption = z.object({ id: z.number(), code: z.string(), name: z.string(), languageId: z.number() });
export type DialectOption = z.output<typeof dialectOption>;
/** A language, for the language select of the Courses screen. */
export const languageOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type LanguageOption = z.output<typeof languageOption>;

/** The admin plugin's calls: users and their permissions, a course's dialects, the Courses screen's selects. */
export const adminApi = {
  // Users (spec 3 §7)
  users: contract({
    method: 'GET',
    path: 'users',
    query: z.object({ text: searchText.optional() }),
    answer: z.array(userRow),
    summary: 'User grid rows; ?text= searches the name',
  }),
  userRow: contract({ method: 'GET', path: 'users/grid/:id', params: idParams, answer: userRow, summary: 'One user grid row' }),
  blankUser: contract({ method: 'GET', path: 'users/new', answer: user, summary: 'A blank user (id -1) with the permission catalogue' }),
  user: contract({ method: 'GET', path: 'users/:id', params: idParams, answer: user, summary: 'A user with their permissions; never the password hash' }),
  createUser: contract({
    method: 'POST',
    path: 'users',
    body: userBody,
    answer: savedUser,
    summary: 'Creates a user without courses (password required; permissions go through users/:id/permissions); answers data.id, data.record and data.row',
  }),
  saveUser: contract({
    method: 'PUT',
    path: 'users/:id',
    params: idParams,
    body: userBody.extend({ version: z.number().int() }),
    answer: savedUser,
    summary: 'Updates a user without courses (an empty password keeps the old one); 409 when the version is stale; answers data.record and data.row',
  }),
  permissions: contract({
    method: 'GET',
    path: 'users/:id/permissions',
    params: idParams,
    answer: userPermissions,
    summary: "The user's permissions per course (course 0: global modules)",
  }),
  setPermissions: contract({
    method: 'PUT',
    path: 'users/:id/permissions',
    params: idParams,
    body: z.object({ courses: permissionCoursesBody, version: z.number().int().optional() }),
    answer: userPermissions,
    summary: "Replaces the user's grants with the granted permissions of the body; with version, 409 when stale",
  }),

  // Courses: a saved course's dialect lists grow one dialect at a time.
  addSourceDialect: contract({
    method: 'PUT',
    path: 'courses/:id/add-source-dialect',
    params: idParams,
    body: addDialectBody,
    answer: courseWithCopied,
    summary: addDialectSummary('source'),
  }),
  addTargetDialect: contract({
    method: 'PUT',
    path: 'courses/:id/add-target-dialect',
    params: idParams,
    body: addDialectBody,
    answer: courseWithCopied,
    summary: addDialectSummary('target'),
  }),
  dialects: contract({
    method: 'GET',
    path: 'dialects',
    answer: z.array(dialectOption),
    summary: 'Every dialect, for the dialect selects of the Courses screen',
  }),
  languageOptions: contract({
    method: 'GET',
    path: 'languages/select',
    answer: z.array(languageOption),
    summary: 'The languages, for the language select of the Courses screen',
  }),
};

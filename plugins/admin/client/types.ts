/** The records the admin screens edit and the options of their selects: their types are the public face's. */
export type {
  CourseRecord,
  DialectOption,
  LanguageOption,
  LanguageRecord,
  PermissionCourse,
  PermissionEntry,
  UserRecord,
} from '../public';

/** The permission catalogue of a user, as the Users screen and its routes share it. */

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

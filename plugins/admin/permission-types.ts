import { z } from 'zod';

/** The permission catalogue of a user, as the Users screen and its routes share it. */

export const permissionEntry = z.object({ moduleId: z.number(), name: z.string(), granted: z.boolean() });
export type PermissionEntry = z.output<typeof permissionEntry>;

/** A course with the user's permissions in it; id 0 is the pseudo course of the global modules. */
export const permissionCourse = z.object({
  id: z.number(),
  name: z.string(),
  language: z.string(),
  languageCode: z.string(),
  /** At least one permission granted. */
  granted: z.boolean(),
  permissions: z.array(permissionEntry),
});
export type PermissionCourse = z.output<typeof permissionCourse>;

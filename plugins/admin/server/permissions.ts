import { asc, eq } from 'drizzle-orm';
import { HttpError, courses, grants, languages, type Db } from '../../../sdk/server';
import type { ModuleDef } from '../../../sdk/shared';
import type { PermissionCourse, PermissionCoursesBody } from '../public';

/** The pseudo course that holds the grants of global modules (grants.courseId 0). */
export const GLOBAL_COURSE = { id: 0, name: 'Global modules' };

/** Every registered module, by id, named as the Users screen shows it. */
const catalogue = (modules: ModuleDef[]) =>
  modules.map((m) => ({ id: m.id, name: m.group ? `${m.group}: ${m.title}` : m.title, scope: m.scope })).sort((a, b) => a.id - b.id);

async function courseList(db: Db) {
  return db
    .select({ id: courses.id, name: courses.name, language: languages.name, languageCode: languages.code })
    .from(courses)
    .innerJoin(languages, eq(languages.id, courses.languageId))
    .orderBy(asc(languages.name), asc(courses.name), asc(courses.id));
}

/**
 * The permission catalogue: the global modules under the pseudo course 0, then every course with
 * every course module, each marked granted as the user holds it. userId null gives a blank
 * catalogue; everything: true shows an administrator, who holds every permission.
 */
export async function readPermissions(db: Db, registered: ModuleDef[], userId: number | null, everything = false): Promise<PermissionCourse[]> {
  const modules = catalogue(registered);
  const held = new Set(userId === null ? [] : (await db.select().from(grants).where(eq(grants.userId, userId))).map((g) => `${g.courseId}:${g.moduleId}`));
  const entry = (courseId: number, scope: 'global' | 'course') => {
    const permissions = modules
      .filter((m) => m.scope === scope)
      .map((m) => ({ moduleId: m.id, name: m.name, granted: everything || held.has(`${courseId}:${m.id}`) }));
    return { granted: permissions.some((p) => p.granted), permissions };
  };
  return [
    { ...GLOBAL_COURSE, language: '', languageCode: '', ...entry(0, 'global') },
    ...(await courseList(db)).map((c) => ({ ...c, ...entry(c.id, 'course') })),
  ];
}

/**
 * Replaces the user's grants with exactly the granted permissions of the body. A course id must be
 * 0 (global modules) or a course; a module must be registered with the matching scope: otherwise
 * 400 naming the field, and nothing is written. The course-level `granted` is derived, not read.
 */
export async function writePermissions(db: Db, registered: ModuleDef[], userId: number, body: PermissionCoursesBody, field = 'courses'): Promise<void> {
  const modules = new Map(catalogue(registered).map((m) => [m.id, m]));
  const courseIds = new Set([0, ...(await db.select({ id: courses.id }).from(courses)).map((c) => c.id)]);
  const fields: Record<string, string> = {};
  const rows = new Map<string, { userId: number; courseId: number; moduleId: number }>();
  body.forEach((c, i) => {
    if (!courseIds.has(c.id)) {
      fields[`${field}.${i}.id`] = 'Unknown course';
      return;
    }
    const scope = c.id === 0 ? 'global' : 'course';
    c.permissions.forEach((p, j) => {
      const m = modules.get(p.moduleId);
      if (!m) fields[`${field}.${i}.permissions.${j}.moduleId`] = 'Unknown module';
      else if (m.scope !== scope) fields[`${field}.${i}.permissions.${j}.moduleId`] = scope === 'global' ? 'Not a global module' : 'Not a course module';
      else if (p.granted) rows.set(`${c.id}:${p.moduleId}`, { userId, courseId: c.id, moduleId: p.moduleId });
    });
  });
  if (Object.keys(fields).length) throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
  await db.delete(grants).where(eq(grants.userId, userId));
  if (rows.size) await db.insert(grants).values([...rows.values()]);
}

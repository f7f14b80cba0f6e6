import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { courseDialects, courses, dialects, languages } from '../db/schema';
import type { CourseConfig, PermissionTreeEntry } from '../../../sdk/shared';
import { DEFAULT_SOURCE_DIALECT_ID } from '../../../sdk/shared';
import type { ModuleRegistry } from '../plugins/load';
import type { Grants } from './grants';
import { authCacheOf } from '../auth/auth-cache';

export interface CourseRow {
  id: number;
  name: string;
  languageName: string;
  languageCode: string;
  sourceDialectDefaultId: number;
  targetDialectDefaultId: number;
}

export async function listCourses(db: Db): Promise<CourseRow[]> {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      languageName: languages.name,
      languageCode: languages.code,
      sourceDialectDefaultId: courses.sourceDialectDefaultId,
      targetDialectDefaultId: courses.targetDialectDefaultId,
    })
    .from(courses)
    .innerJoin(languages, eq(languages.id, courses.languageId))
    .orderBy(asc(languages.name), asc(courses.name));
}

/**
 * The permission tree (spec 1 §3): global modules as [title] (or [group, title]), course modules as
 * [language, course, module]. Only what the user is granted.
 */
export async function permissionTree(db: Db, registry: ModuleRegistry, userGrants: Grants): Promise<PermissionTreeEntry[]> {
  const entries: PermissionTreeEntry[] = [];
  const modules = [...registry.modules.values()];
  for (const m of modules.filter((m) => m.scope === 'global')) {
    if (!userGrants.can(0, m.id)) continue;
    entries.push({ path: m.group ? [m.group, m.title] : [m.title], ref: m.id, courseId: 0, sourceDialectId: DEFAULT_SOURCE_DIALECT_ID, icon: m.icon });
  }
  const courseModules = modules.filter((m) => m.scope === 'course');
  for (const c of await listCourses(db)) {
    for (const m of courseModules) {
      if (!userGrants.can(c.id, m.id)) continue;
      entries.push({
        path: [c.languageName, c.name, m.title],
        ref: m.id,
        courseId: c.id,
        sourceDialectId: c.sourceDialectDefaultId,
        languageCode: c.languageCode,
        icon: m.icon,
      });
    }
  }
  return entries;
}

/**
 * Course configs (spec 1 §3) of every course, with dialects in their display order: held in the
 * server's AuthCache (a change of courses or dialects drops it at once), read when not there.
 * Shared among requests: callers must not change what it answers.
 */
export async function courseConfigs(db: Db): Promise<readonly CourseConfig[]> {
  const cache = authCacheOf(db);
  if (cache?.courses) return cache.courses as CourseConfig[];
  const generation = cache?.generation ?? 0;
  const read = await readCourseConfigs(db);
  cache?.keepCourses(read, generation);
  return read;
}

async function readCourseConfigs(db: Db): Promise<CourseConfig[]> {
  // One query: every course, with its dialects when it has any.
  const rows = await db
    .select({
      id: courses.id,
      sourceDialectDefaultId: courses.sourceDialectDefaultId,
      targetDialectDefaultId: courses.targetDialectDefaultId,
      dialectId: courseDialects.dialectId,
      kind: courseDialects.kind,
      code: dialects.code,
    })
    .from(courses)
    .leftJoin(courseDialects, eq(courseDialects.courseId, courses.id))
    .leftJoin(dialects, eq(dialects.id, courseDialects.dialectId))
    .orderBy(asc(courses.id), asc(courseDialects.position), asc(dialects.id));
  const configs = new Map<number, CourseConfig>();
  for (const r of rows) {
    let cfg = configs.get(r.id);
    if (!cfg) {
      cfg = {
        id: r.id,
        sourceDialectDefaultId: r.sourceDialectDefaultId,
        targetDialectDefaultId: r.targetDialectDefaultId,
        sourceDialects: [],
        targetDialects: [],
        dialectOrder: [],
      };
      configs.set(r.id, cfg);
    }
    if (r.dialectId === null || r.code === null) continue;
    (r.kind === 'source' ? cfg.sourceDialects : cfg.targetDialects).push({ dialectId: r.dialectId, dialectCode: r.code });
  }
  for (const cfg of configs.values()) {
    cfg.dialectOrder = [...new Set([...cfg.targetDialects, ...cfg.sourceDialects].map((d) => d.dialectId))];
  }
  return [...configs.values()];
}

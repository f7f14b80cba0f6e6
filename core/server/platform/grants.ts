import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { grants } from '../db/schema';
import type { SessionUser } from '../../../sdk/server';
import { authCacheOf } from '../auth/auth-cache';

/**
 * What a user may open: held in the server's AuthCache (a change of the grants table drops it at
 * once, see auth-cache.ts), read from the database when not there.
 */
export class Grants {
  private static readonly ALL = new Grants(true, new Set());
  private sig: string | undefined;
  private ids: Set<number> | undefined;

  constructor(
    private readonly all: boolean,
    private readonly keys: Set<string>,
  ) {}

  static async of(db: Db, user: SessionUser): Promise<Grants> {
    if (user.admin) return Grants.ALL;
    const cache = authCacheOf(db);
    const held = cache?.grants.get(user.id);
    if (held) return held as Grants;
    const generation = cache?.generation ?? 0;
    const rows = await db.select().from(grants).where(eq(grants.userId, user.id));
    const read = new Grants(false, new Set(rows.map((g) => `${g.courseId}:${g.moduleId}`)));
    cache?.keepGrants(user.id, read, generation);
    return read;
  }

  /** courseId 0 for a global module. */
  can(courseId: number, moduleId: number): boolean {
    return this.all || this.keys.has(`${courseId}:${moduleId}`);
  }

  /**
   * A short fingerprint of the grants, sent as the X-Grants header of every checked request: the
   * client rebuilds its sidebar when it changes (permissions changed in Users apply at once).
   */
  get signature(): string {
    return (this.sig ??= this.fingerprint());
  }

  private fingerprint(): string {
    if (this.all) return 'all';
    let h = 0x811c9dc5; // FNV-1a over the sorted keys
    for (const c of [...this.keys].sort().join(',')) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
    return `${this.keys.size}-${(h >>> 0).toString(36)}`;
  }

  get isAll(): boolean {
    return this.all;
  }

  /** A grant of any module on the course (0: the global modules, such as the main vocabulary). */
  onCourse(courseId: number): boolean {
    return this.all || [...this.keys].some((k) => Number(k.split(':')[0]) === courseId);
  }

  /** A grant of the module on any course. */
  onModule(moduleId: number): boolean {
    return this.all || [...this.keys].some((k) => Number(k.split(':')[1]) === moduleId);
  }

  courseIds(): Set<number> {
    return (this.ids ??= new Set([...this.keys].map((k) => Number(k.split(':')[0])).filter((c) => c > 0)));
  }
}

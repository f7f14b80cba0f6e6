import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { grants } from '../db/schema';
import type { SessionUser } from '../../../sdk/server';

/** What a user may open: read from the database on every request, so a change applies at once. */
export class Grants {
  constructor(private readonly all: boolean, private readonly keys: Set<string>) {}

  static async of(db: Db, user: SessionUser): Promise<Grants> {
    if (user.admin) return new Grants(true, new Set());
    const rows = await db.select().from(grants).where(eq(grants.userId, user.id));
    return new Grants(false, new Set(rows.map((g) => `${g.courseId}:${g.moduleId}`)));
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

  courseIds(): Set<number> {
    return new Set([...this.keys].map((k) => Number(k.split(':')[0])).filter((c) => c > 0));
  }
}

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

  get isAll(): boolean {
    return this.all;
  }

  courseIds(): Set<number> {
    return new Set([...this.keys].map((k) => Number(k.split(':')[0])).filter((c) => c > 0));
  }
}

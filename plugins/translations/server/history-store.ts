import { and, desc, eq } from 'drizzle-orm';
import { HttpError, notFound, users, type Db } from '../../../sdk/server';
import { SYSTEM_STATUSES, type ModuleDef } from '../../../sdk/shared';
import type { TextVersion } from '../history-shared';
import { saveItem } from './cat-store';
import { projectItem } from './project-store';
import { translationTextVersions as versions } from './tables';
import { writeDialects } from './translation-store';

/** At most this many versions of a text are listed, newest first. */
export const HISTORY_LIMIT = 200;

/** GET translations/{id}/dialects/{dialect}/history: every write of the text, newest first, with who made it. */
export async function textHistory(db: Db, translationId: number, dialectId: number): Promise<TextVersion[]> {
  const rows = await db
    .select({
      id: versions.id,
      translationId: versions.translationId,
      dialectId: versions.dialectId,
      text: versions.text,
      status: versions.status,
      userId: versions.userId,
      userName: users.name,
      sourceText: versions.sourceText,
      createdAt: versions.createdAt,
    })
    .from(versions)
    .leftJoin(users, eq(users.id, versions.userId))
    .where(and(eq(versions.translationId, translationId), eq(versions.dialectId, dialectId)))
    .orderBy(desc(versions.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function versionOf(db: Db, translationId: number, versionId: number) {
  const [v] = await db
    .select()
    .from(versions)
    .where(and(eq(versions.id, versionId), eq(versions.translationId, translationId)));
  if (!v) throw notFound('Version');
  return v;
}

/**
 * PUT translations/{id}/history/{versionId}/restore: writes the version's text and status again,
 * a user's write through the write path (so it is a new version), under its status rule: a
 * system status (doing…) is not sent, the text keeping the one it has (400 naming status when
 * the rule refuses).
 */
export async function restoreVersion(db: Db, translationId: number, versionId: number): Promise<void> {
  const v = await versionOf(db, translationId, versionId);
  try {
    await writeDialects(db, translationId, [{ dialectId: v.dialectId, text: v.text, status: SYSTEM_STATUSES.includes(v.status) ? undefined : v.status }]);
  } catch (e) {
    if (e instanceof HttpError && e.fields) throw new HttpError(400, e.message, { status: e.message });
    throw e;
  }
}

/**
 * PUT translations/projects/translations/{id}/history/{versionId}/restore: a CAT row takes the
 * text of a version of its translation in the project's dialect, saved as the CAT saves (the
 * version read checked, the row's status kept, a done row writing its translation: a new version).
 */
export async function restoreItemVersion(db: Db, modules: ModuleDef[], itemId: number, versionId: number, read: number | undefined) {
  const item = await projectItem(db, modules, itemId);
  const v = await versionOf(db, item.translationId, versionId);
  if (v.dialectId !== item.toDialectId)
    throw new HttpError(400, "Not a version of the project's dialect", { versionId: "Not a version of the project's dialect" });
  return saveItem(db, modules, itemId, { toText: v.text, version: read });
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { RE2JS } from 're2js';
import { actingUser, HttpError, notFound, translationTexts, type Db } from '../../../sdk/server';
import { TranslationStatus, type ModuleDef } from '../../../sdk/shared';
import type { ReplaceSide } from '../history-shared';
import { savedBy } from './cat-store';
import { projectItems, recheckTermWarnings, type ProjectRow } from './project-store';
import { translationProjectItems as items, translationReplaces as replaces, type ReplacedRow } from './tables';
import { writeDialects } from './translation-store';

export interface ReplaceBody {
  search: string;
  replace: string;
  apply?: boolean;
  /** The search is a regular expression (RE2 syntax, as JavaScript's without lookarounds and backreferences; the replacement may name its groups: $1, $<name>). */
  regex?: boolean;
  /** Case-sensitive unless false. */
  caseSensitive?: boolean;
  /** The rows' targets (not done) or their source texts; the targets by default. */
  side?: ReplaceSide;
}

/**
 * The search compiled by RE2 (re2js), whose matching takes time linear in the text: a user's
 * pattern cannot hold the server by backtracking. One that does not compile is a 400 naming search.
 */
function matcher(body: ReplaceBody): RE2JS {
  try {
    return RE2JS.compile(body.regex ? body.search : RE2JS.quote(body.search), body.caseSensitive === false ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new HttpError(400, `Not a valid regular expression: ${why}`, { search: `Not a valid regular expression: ${why}` });
  }
}

function countMatches(re: RE2JS, text: string): number {
  const m = re.matcher(text);
  let n = 0;
  while (m.find()) n++;
  return n;
}

/**
 * PUT translations/projects/{id}/search-replace: the rows whose target (not done) or source text
 * matches, with the replacement made, and how many matches; applied when apply is set, in one
 * transaction kept as one step that undoReplace takes back. A target changes the row (its version
 * bumped, its status kept); a source text is written through the write path with its status.
 */
export async function searchReplace(db: Db, modules: ModuleDef[], projectId: number, body: ReplaceBody) {
  const re = matcher(body);
  const side = body.side ?? 'target';
  const replacement = body.regex ? body.replace : RE2JS.quoteReplacement(body.replace);
  const textOf = (r: ProjectRow) => (side === 'source' ? r.fromText : r.toText);
  let count = 0;
  const found = (await projectItems(db, modules, projectId)).filter((r) => (side === 'source' || r.status !== TranslationStatus.DONE) && textOf(r));
  const rows: { id: number; before: string; after: string; row: ProjectRow }[] = [];
  for (const r of found) {
    const before = textOf(r);
    const matches = countMatches(re, before);
    if (!matches) continue;
    count += matches;
    const after = re.matcher(before).replaceAll(replacement);
    rows.push({ id: r.id, before, after, row: r });
  }
  const preview = rows.map(({ id, before, after }) => ({ id, before, after }));
  if (!body.apply || !rows.length) return { applied: !!body.apply, count, rows: preview, replaceId: null };
  const done: ReplacedRow[] = [];
  for (const { row, before, after } of rows) {
    if (side === 'target') {
      const [w] = await db
        .update(items)
        .set({ toText: after, ...savedBy() })
        .where(eq(items.id, row.id))
        .returning({ version: items.version });
      done.push({ itemId: row.id, translationId: row.translationId, dialectId: row.toDialectId, before, after, version: w.version });
    } else {
      await writeSource(db, row.translationId, row.fromDialectId, after);
      done.push({ itemId: row.id, translationId: row.translationId, dialectId: row.fromDialectId, before, after, version: row.version });
    }
  }
  await recheckTermWarnings(
    db,
    done.map((d) => d.itemId),
  );
  const [saved] = await db.insert(replaces).values({ projectId, userId: actingUser, side, rows: done }).returning({ id: replaces.id });
  return { applied: true, count, rows: preview, replaceId: saved.id };
}

/** A source text written with the status it has (the status rule lets a text keep its status). */
async function writeSource(db: Db, translationId: number, dialectId: number, text: string) {
  const [current] = await db
    .select({ status: translationTexts.status })
    .from(translationTexts)
    .where(and(eq(translationTexts.translationId, translationId), eq(translationTexts.dialectId, dialectId)));
  await writeDialects(db, translationId, [{ dialectId, text, status: current?.status }]);
}

/**
 * PUT translations/projects/{id}/search-replace/{replaceId}/undo: puts back the texts the replace
 * changed, exactly those rows, each only while it still holds the replaced text (a row changed
 * since is skipped and named); 409 when already undone.
 */
export async function undoReplace(db: Db, projectId: number, replaceId: number) {
  const [r] = await db
    .select()
    .from(replaces)
    .where(and(eq(replaces.id, replaceId), eq(replaces.projectId, projectId)));
  if (!r) throw notFound('Search and replace');
  if (r.undoneAt) throw new HttpError(409, 'This search and replace was undone already');
  const restored: number[] = [];
  const skipped: number[] = [];
  if (r.side === 'target') {
    for (const x of r.rows) {
      const back = await db
        .update(items)
        .set({ toText: x.before, ...savedBy() })
        .where(and(eq(items.id, x.itemId), eq(items.version, x.version)))
        .returning({ id: items.id });
      (back.length ? restored : skipped).push(x.itemId);
    }
  } else {
    const ids = r.rows.map((x) => x.translationId);
    const now = new Map(
      (
        await db
          .select({ id: translationTexts.translationId, dialectId: translationTexts.dialectId, text: translationTexts.text })
          .from(translationTexts)
          .where(inArray(translationTexts.translationId, ids.length ? ids : [0]))
      ).map((t) => [`${t.id}/${t.dialectId}`, t.text]),
    );
    for (const x of r.rows) {
      if (now.get(`${x.translationId}/${x.dialectId}`) !== x.after) {
        skipped.push(x.itemId);
        continue;
      }
      await writeSource(db, x.translationId, x.dialectId, x.before);
      restored.push(x.itemId);
    }
  }
  await recheckTermWarnings(db, restored);
  await db.update(replaces).set({ undoneAt: sql`now()` }).where(eq(replaces.id, replaceId));
  return { restored, skipped };
}

import { eq } from 'drizzle-orm';
import { matchDialect, readTmx, type Db } from '../../../../sdk/server';
import { TranslationStatus, type ModuleDef } from '../../../../sdk/shared';
import { savedBy } from '../cat-store';
import { getProject, projectItems, recheckTermWarnings } from '../project-store';
import { translationProjectItems as items } from '../tables';

/**
 * POST translations/projects/{id}/tmx: a TMX file as pre-translation. Each empty pending row whose
 * source text is a unit's text in the project's source dialect gets the unit's text in the
 * project's dialect, set to doing (similarity 101, as an exact memory match); rows with a text are
 * kept. Read as a stream, written in one transaction.
 */
export async function pretranslateFromTmx(db: Db, modules: ModuleDef[], projectId: number, source: AsyncIterable<Buffer>) {
  const project = await getProject(db, projectId);
  const from = [{ dialectId: project.fromDialectId, dialectCode: project.fromDialectCode }];
  const to = [{ dialectId: project.toDialectId, dialectCode: project.toDialectCode }];
  const open = new Map<string, number[]>();
  for (const r of await projectItems(db, modules, projectId)) {
    if (!r.fromText) continue;
    if (r.toText.trim() || r.status !== TranslationStatus.PENDING) continue;
    open.set(r.fromText, [...(open.get(r.fromText) ?? []), r.id]);
  }
  const report = { units: 0, filled: 0, unmatched: 0 };
  const filled: number[] = [];
  await db.transaction(async (tx) => {
    await readTmx(source, {
      onUnits: async (units) => {
        for (const u of units) {
          report.units++;
          const source = u.variants.find((v) => matchDialect(v.lang, from))?.text.normalize('NFC');
          const target = u.variants.find((v) => matchDialect(v.lang, to))?.text.normalize('NFC');
          const rows = source && target?.trim() ? open.get(source) : undefined;
          if (!source || !target || !rows?.length) {
            report.unmatched++;
            continue;
          }
          open.delete(source);
          for (const id of rows)
            await tx
              .update(items)
              .set({ toText: target, status: TranslationStatus.DOING, fromMemoryText: source, similarity: 101, ...savedBy() })
              .where(eq(items.id, id));
          report.filled += rows.length;
          filled.push(...rows);
        }
      },
    });
    await recheckTermWarnings(tx, filled);
  });
  return report;
}

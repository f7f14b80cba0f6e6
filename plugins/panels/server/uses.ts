import { sql } from 'drizzle-orm';
import { conceptType, rowsOf, usagesOf, type Db } from '../../../sdk/server';
import { keyLabel } from '../../../sdk/shared';
import { PANELS } from '../public';
import type { PanelUse } from '../shared/types';
import { panelBlocks, panelElements, panels } from './tables';

/**
 * Where a panel is used (its Uses tab): its lesson, the records other plugins report through the
 * SDK's usages (compounds having it as a member…), and other panels linking to it ('Stop Linking
 * after Panel', a conjugation element showing its forms).
 */
export async function usesOf(db: Db, id: number): Promise<PanelUse[]> {
  const [lesson] = rowsOf<{ id: number; position: number; courseId: number }>(
    await db.execute(sql`
    select l.id, l.position, l.course_id as "courseId" from ${panels} p join lessons l on l.id = p.lesson_id where p.id = ${id}`),
  );
  const uses: PanelUse[] = lesson
    ? [{ kind: 'lesson', module: null, id: Number(lesson.id), courseId: Number(lesson.courseId), label: `Lesson ${lesson.position}` }]
    : [];
  for (const p of usagesOf(PANELS)) {
    const found = await p.find(db, id);
    // Named by their titles where their module says them (its records are concepts); else by kind and number.
    const titles =
      (await conceptType(p.module)?.titles?.(
        db,
        found.map((r) => r.id),
      )) ?? new Map<number, string>();
    for (const r of found)
      uses.push({ kind: p.kind, module: p.module, id: r.id, courseId: r.courseId, label: titles.get(r.id) || `${keyLabel(p.kind)} ${r.id}` });
  }
  const linking = rowsOf<{ id: number; courseId: number; title: string; how: string }>(
    await db.execute(sql`
    select p.id, p.course_id as "courseId", p.title, 'stops linking after it' as how from ${panels} p where p.inflect_stop_panel = ${id} and p.id <> ${id}
    union
    select distinct p.id, p.course_id, p.title, 'shows its conjugation' from ${panelElements} e
      join ${panelBlocks} b on b.id = e.block_id join ${panels} p on p.id = b.panel_id
     where e.kind = 'conjugation' and (e.data->>'ref')::int = ${PANELS} and (e.data->>'id')::int = ${id} and p.id <> ${id}
    order by 1`),
  );
  for (const r of linking) uses.push({ kind: 'panels', module: PANELS, id: Number(r.id), courseId: Number(r.courseId), label: `${r.title} (${r.how})` });
  return uses;
}

import { contributionsTo, usagesOf, type Db } from '../../../../sdk/server';
import { klineLists } from '../../../klines/public';
import { MODULE } from '../../../../sdk/shared';
import { ITEMS } from '../../public';

/** The course's k-lines, from the plugin that owns them (none without one), for the filter and its check. */
export async function courseKlines(db: Db, courseId: number): Promise<{ id: number; title: string }[]> {
  const lists = await Promise.all(contributionsTo(klineLists).map((k) => k.list(db, courseId)));
  return lists.flat();
}

/**
 * The items among `itemIds` that belong to one of the k-lines: an item belongs to a k-line when
 * a panel uses both (the usages the panels plugin declares: `of: 7` and `of: 14`, kind 'panels').
 */
export async function itemsInKlines(db: Db, klineIds: number[], itemIds: number[]): Promise<Set<number>> {
  const inKlines = new Set<number>();
  const panels = new Set<number>();
  for (const p of usagesOf(MODULE.klines).filter((u) => u.kind === 'panels')) {
    for (const k of klineIds) (await p.find(db, k)).forEach((u) => panels.add(u.id));
  }
  if (!panels.size) return inKlines;
  const itemUses = usagesOf(ITEMS).filter((u) => u.kind === 'panels');
  for (const id of itemIds) {
    for (const p of itemUses) {
      if ((await p.find(db, id)).some((u) => panels.has(u.id))) {
        inKlines.add(id);
        break;
      }
    }
  }
  return inKlines;
}

import { usagesOf, type Db } from '../../../sdk/server';
import { KLINES } from '../plugin';

/** The records using a k-line, per kind of user (empty while no plugin provides uses). */
export async function klineUses(db: Db, klineId: number): Promise<{ kind: string; module: number; ids: number[] }[]> {
  const out: { kind: string; module: number; ids: number[] }[] = [];
  // The panels plugin will declare its k-line uses in ServerPlugin.usages.
  for (const p of usagesOf(KLINES)) {
    const ids = (await p.find(db, klineId)).map((r) => r.id);
    if (ids.length) out.push({ kind: p.kind, module: p.module, ids });
  }
  return out;
}

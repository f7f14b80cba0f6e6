/**
 * Where a record save's time goes on embedded PGlite: the api bench's save (PUT vocs/{id}, the
 * whole record as read, with its version) run one after another in process (inject, no socket),
 * with the time spent inside PGlite (every protocol exchange: statements, BEGIN and COMMIT) summed
 * apart. PGlite runs on the server's one thread, so its share alone bounds the saves per second.
 */
import { startTestServer, TEST_ADMIN } from '../support/server';
import type { BenchTable } from './lib/table';

const COURSE = 1;
const DIALECT = 2;
const WARM_UP = 50;
const SAVES = Number(process.env.BENCH_SAVES ?? 400);
const TARGET_PER_S = 300;

export default async function saveCostBench(): Promise<BenchTable> {
  const t = await startTestServer();
  try {
    const pg = t.server.database.pglite!;
    let inside = 0;
    let exchanges = 0;
    const exec = pg.execProtocolStream.bind(pg);
    pg.execProtocolStream = async (...args) => {
      const s = performance.now();
      try {
        return await exec(...args);
      } finally {
        inside += performance.now() - s;
        exchanges++;
      }
    };
    const cookie = await t.login(TEST_ADMIN.login, TEST_ADMIN.password);
    const rows = (await t.call('GET', `/api/courses/${COURSE}/vocs?dialect=${DIALECT}`, { cookie })).body as { id: number; tree: string }[];
    const records = new Map<number, { title: string }>();
    for (const r of rows.filter((x) => !x.tree).slice(0, 20)) records.set(r.id, (await t.call('GET', `/api/vocs/${r.id}`, { cookie })).body);
    const ids = [...records.keys()];
    const save = async (i: number) => {
      const id = ids[i % ids.length];
      const rec = records.get(id)!;
      const res = await t.call('PUT', `/api/vocs/${id}?dialect=${DIALECT}`, { cookie, body: { ...rec, title: `${rec.title.replace(/ \d+$/, '')} ${i}` } });
      if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(res.body)}`);
      records.set(id, res.body.data.record);
    };
    for (let i = 0; i < WARM_UP; i++) await save(i);
    inside = 0;
    exchanges = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < SAVES; i++) await save(WARM_UP + i);
    const wall = (performance.now() - t0) / SAVES;
    const cpu = process.cpuUsage(cpu0);
    const pgMs = inside / SAVES;
    const perS = (ms: number) => Math.round(1000 / ms);
    return {
      title: `Record save on PGlite, one client in process (${SAVES} saves of ${ids.length} entries, after ${WARM_UP})`,
      rows: [
        {
          metric: 'time per save / CPU per save (every thread)',
          value: `${wall.toFixed(2)} ms / ${((cpu.user + cpu.system) / 1000 / SAVES).toFixed(2)} ms`,
          target: '—',
        },
        { metric: 'exchanges with PGlite per save (statements, BEGIN, COMMIT)', value: (exchanges / SAVES).toFixed(1), target: '—' },
        { metric: 'time inside PGlite per save (share of the save)', value: `${pgMs.toFixed(2)} ms (${Math.round((100 * pgMs) / wall)}%)`, target: '—' },
        {
          metric: 'saves per second one thread allows: PGlite alone / the whole save',
          value: `${perS(pgMs)} / ${perS(wall)}`,
          target: `≥ ${TARGET_PER_S}/s (issue 25)`,
          met: perS(wall) >= TARGET_PER_S,
        },
      ],
      notes: ['The 20-client figure is in the api bench; a server cannot serve more saves per second than its one thread allows here.'],
    };
  } finally {
    await t.close();
  }
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MODULE, type InflectForm } from '../../sdk/shared';
import { rowsOf } from '../../sdk/server';

// Italian (course 6, it-IT): 'noun -a' gives a,e (la casa, le case) and 'noun -a (m)' a,i (il problema, i problemi).
let t: LoggedInServer;
let noun: number;
const IT = 8;
const VOC = MODULE.vocsCourse;
const rec = `refs/${VOC}/ref-ids`;
const plural = (forms: InflectForm[]) => forms.find((f) => f.inflectId === 102)?.word;

beforeAll(async () => {
  t = await loggedInServer();
  const rows = rowsOf<{ id: number }>(
    await t.server.database.db.execute(sql`
    select v.id from vocs v join word_classes c on c.id = v.word_class_id join voc_words w on w.voc_id = v.id and w.dialect_id = ${IT}
     where v.course_id = 6 and c.name = 'noun' and w.word like '%a' order by v.id limit 1`),
  );
  noun = rows[0].id;
}, 300_000);
afterAll(() => t.close());

async function setGender(gender: string) {
  await t.server.database.db.execute(sql`
    insert into voc_dialects (voc_id, dialect_id, gender) values (${noun}, ${IT}, ${gender})
    on conflict (voc_id, dialect_id) do update set gender = excluded.gender`);
}
const autoInflect = async () =>
  (await t.call('PUT', `/api/${rec}/${noun}/dialects/${IT}/auto-inflect`, { cookie: t.admin, body: { inflects: [] } })).body.data.forms;

describe("the word's gender in conjugation", () => {
  it('auto-inflect follows the rule of the entry’s gender in the dialect, the common rule without one', async () => {
    await setGender('m');
    expect(plural(await autoInflect())).toMatch(/i$/);
    await setGender('f');
    expect(plural(await autoInflect())).toMatch(/e$/);
    await setGender('');
    expect(plural(await autoInflect())).toMatch(/e$/);
  });

  it('the Voc Report compares the forms with the rule of the entry’s gender', async () => {
    await setGender('m');
    const report = (await t.call('GET', `/api/target-dialects/${IT}/conjugations-report?course=6`, { cookie: t.admin })).body as {
      rows: { id: number; rule: string }[];
    };
    expect(report.rows.find((r) => r.id === noun)?.rule).toBe('noun -a (m)');
  });

  it('Batch Conjugate applies the rule of the entry’s gender', async () => {
    await setGender('m');
    await t.call('PUT', `/api/${rec}/${noun}/dialects/${IT}/inflects`, { cookie: t.admin, body: { inflects: [] } });
    expect((await t.call('GET', `/api/groups/6/refs/${VOC}/conjugationBatchApply?ids=${noun}`, { cookie: t.admin })).status).toBe(200);
    const forms = (await t.call('GET', `/api/${rec}/${noun}/dialects/${IT}/inflects`, { cookie: t.admin })).body.forms;
    expect(plural(forms)).toMatch(/i$/);
  });
});

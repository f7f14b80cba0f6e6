import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { READINGS } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // granted Readings on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('reader@example.com', [[1, READINGS]]);
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, cookie = editor) => t.call(method, `/api/${url}`, { cookie, body });

async function newReading(title = 'La carta') {
  const res = await call('POST', 'courses/1/readings', { title, positions: '4,  9', listening: true, readBy: 'mf' });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

describe('readings', () => {
  it('serves the demo reading of the course with its texts and exercises', async () => {
    const rows = (await call('GET', 'courses/1/readings?text=mercado')).body;
    expect(rows[0]).toMatchObject({ title: 'En el mercado', nTexts: 2, nExercises: 2 });
    const texts = (await call('GET', `readings/${rows[0].id}/texts`)).body;
    expect(texts.map((x: { title: string }) => x.title)).toEqual(['La llegada', 'La conversación']);
    expect(texts[0]).toMatchObject({ audioStart: 0, audioEnd: 4200, text: 'Ana va al mercado por la mañana. Compra pan y fruta.' });
    const parts = (await call('GET', `readings/${rows[0].id}/reading-texts-select`)).body;
    expect(parts.map((p: { id: number; title: string }) => p.title)).toEqual(['ALL', 'La llegada', 'La conversación']);
    expect(parts[0].id).toBe(0);
  });

  it('creates a reading (positions normalised, read-by kept when listening) and refuses bad positions with 400', async () => {
    const id = await newReading();
    expect((await call('GET', `readings/${id}`)).body).toMatchObject({ title: 'La carta', positions: '4, 9', listening: true, readBy: 'mf', version: 1 });
    const bad = await call('PUT', `readings/${id}`, { title: 'La carta', positions: '4; x', version: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ positions: expect.any(String) });
    const noTitle = await call('POST', 'courses/1/readings', { title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toMatchObject({ title: 'Required' });
    const notListening = await call('PUT', `readings/${id}`, { title: 'La carta', positions: '', listening: false, readBy: 'f', version: 1 });
    expect(notListening.body.data.record).toMatchObject({ listening: false, readBy: 'm', version: 2 });
  });

  it('adds texts, saves the audio span in thousandths with sanitised HTML, and refuses an end before the start', async () => {
    const id = await newReading('Spans');
    const added = await call('POST', `readings/${id}/texts/new`, {});
    expect(added.body.data.record).toMatchObject({ title: 'Text 1', position: 1, audioStart: 0, audioEnd: 0 });
    const textId = added.body.data.id;
    const targets = added.body.data.record.targets as { dialectId: number; dialectCode: string }[];
    expect(targets.map((x) => x.dialectCode)).toContain('es-ES');
    const saved = await call('PUT', `readings/texts/${textId}`, {
      title: 'Uno',
      audioStart: 1250,
      audioEnd: 3875,
      version: 1,
      targets: [{ dialectId: targets[0].dialectId, text: '<p>Hola <script>alert(1)</script><span data-gap="1">amigo</span></p>' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.record).toMatchObject({ title: 'Uno', audioStart: 1250, audioEnd: 3875, version: 2 });
    expect(saved.body.data.record.targets[0].text).toBe('<p>Hola <span data-gap="1">amigo</span></p>');
    // The answer carries the Text tab's row too: the tab shows it without reading the list again.
    expect(saved.body.data.row).toEqual({
      id: textId,
      position: 1,
      title: 'Uno',
      text: 'Hola amigo',
      audioStart: 1250,
      audioEnd: 3875,
      aiReview: 0,
      clDetails: expect.any(Array),
    });
    const backwards = await call('PUT', `readings/texts/${textId}`, { title: 'Uno', audioStart: 3000, audioEnd: 2000 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ audioEnd: 'The end must be after the start' });
    const negative = await call('PUT', `readings/texts/${textId}`, { title: 'Uno', audioStart: -5, audioEnd: 2000 });
    expect(negative.status).toBe(400);
    expect(negative.body.fields).toHaveProperty('audioStart');
    const stale = await call('PUT', `readings/texts/${textId}`, { title: 'Dos', audioStart: 0, audioEnd: 0, version: 1 });
    expect(stale.status).toBe(409);
    expect((await call('GET', `readings/texts/${textId}`)).body).toMatchObject({ title: 'Uno', audioStart: 1250 });
    const one = await call('PUT', `readings/texts/${textId}/target-dialect/${targets[0].dialectId}`, { text: '<p>Adiós</p><img src=x onerror=alert(1)>' });
    expect(one.body.data.targets[0].text).toBe('<p>Adiós</p>');
    const notTarget = await call('PUT', `readings/texts/${textId}/target-dialect/3`, { text: 'x' });
    expect(notTarget.status).toBe(400);
    expect(notTarget.body.fields).toEqual({ dialectId: 'Not a target dialect of this course' });
  });

  it('reorders texts by destination position, each write answering the rows in their new order', async () => {
    const id = await newReading('Order');
    const ids: number[] = [];
    for (const title of ['a', 'b', 'c']) ids.push((await call('POST', `readings/${id}/texts/new`, { title })).body.data.id);
    const order = (texts: { title: string; position: number }[]) => texts.map((x) => `${x.position}:${x.title}`);
    const moved = await call('PUT', `readings/texts/${ids[2]}/move`, { destinationPos: 1 });
    expect(moved.body.data.id).toBe(ids[2]);
    expect(order(moved.body.data.texts)).toEqual(['1:c', '2:a', '3:b']);
    expect(order((await call('GET', `readings/${id}/texts`)).body)).toEqual(['1:c', '2:a', '3:b']);
    expect(order((await call('PUT', `readings/texts/${ids[0]}/move`, { destinationPos: 2 })).body.data.texts)).toEqual(['1:c', '2:a', '3:b']);
    expect((await call('PUT', `readings/texts/${ids[0]}/move`, { destinationPos: 4 })).body.fields).toEqual({
      destinationPos: 'At most 3, the number of texts',
    });
    const deleted = await call('DELETE', `readings/texts/${ids[1]}`);
    expect(deleted.body.data).toMatchObject({ id: ids[1] });
    expect(order(deleted.body.data.texts)).toEqual(['1:c', '2:a']);
  });

  it('saves exercises with a reading part (ALL = 0 or a text of the same reading), clones and reorders them', async () => {
    const id = await newReading('Ejercicios');
    const textId = (await call('POST', `readings/${id}/texts/new`, { title: 'Parte' })).body.data.id;
    const ex = (await call('POST', `readings/${id}/exercises/new`, {})).body.data;
    expect(ex.record).toMatchObject({ title: 'Exercise 1', readingTextId: 0 });
    const dialectId = ex.record.targets[0].dialectId;
    const saved = await call('PUT', `readings/exercises/${ex.id}`, {
      title: 'Pregunta',
      readingTextId: textId,
      listening: true,
      targets: [{ dialectId, text: '<p>¿Qué?</p>' }],
      version: 1,
    });
    expect(saved.body.data.record).toMatchObject({ title: 'Pregunta', readingTextId: textId, listening: true, version: 2 });
    expect(saved.body.data.row).toMatchObject({ id: ex.id, title: 'Pregunta', readingText: 'Parte', listening: true });
    const demoText = (await call('GET', `readings/${(await call('GET', 'courses/1/readings?text=mercado')).body[0].id}/texts`)).body[0].id;
    const foreign = await call('PUT', `readings/exercises/${ex.id}`, { title: 'Pregunta', readingTextId: demoText });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ readingTextId: 'Not a text of this reading' });
    const clone = await call('PUT', `readings/exercises/${ex.id}/clone`);
    expect(clone.body.data.record).toMatchObject({ title: 'Pregunta (copy)', readingTextId: textId, position: 2 });
    expect(clone.body.data.record.targets[0].text).toBe('<p>¿Qué?</p>');
    expect(clone.body.data.exercises.map((e: { id: number }) => e.id)).toEqual([ex.id, clone.body.data.id]);
    const list = (await call('PUT', `readings/exercises/${clone.body.data.id}/move`, { destinationPos: 1 })).body.data.exercises;
    expect(list.map((e: { title: string; readingText: string }) => [e.title, e.readingText])).toEqual([
      ['Pregunta (copy)', 'Parte'],
      ['Pregunta', 'Parte'],
    ]);
    await call('DELETE', `readings/texts/${textId}`);
    expect((await call('GET', `readings/${id}/exercises`)).body[0]).toMatchObject({ readingTextId: 0, readingText: 'ALL' });
  });

  it('check marks the readings with errors and with-error lists only those', async () => {
    const empty = await newReading('Sin textos');
    const result = (await call('GET', 'courses/1/readings/check')).body;
    expect(result.withError).toBeGreaterThan(0);
    const bad = (await call('GET', 'courses/1/readings/with-error')).body.map((r: { id: number }) => r.id);
    expect(bad).toContain(empty);
    const demo = (await call('GET', 'courses/1/readings?text=mercado')).body[0].id;
    expect(bad).not.toContain(demo);
    // The check answers the grid's rows in error too: the screen reads nothing after it.
    expect(result.rows.map((r: { id: number }) => r.id)).toEqual(bad);
  });

  it("refuses another course's reading, text and exercise", async () => {
    const other = (await call('GET', 'courses/2/readings', undefined, admin)).body[0].id;
    expect((await call('GET', `readings/${other}`)).status).toBe(403);
    expect((await call('GET', `readings/${other}/texts`)).status).toBe(403);
    const text = (await call('GET', `readings/${other}/texts`, undefined, admin)).body[0].id;
    expect((await call('PUT', `readings/texts/${text}`, { title: 'x', audioStart: 0, audioEnd: 10 })).status).toBe(403);
    const ex = (await call('GET', `readings/${other}/exercises`, undefined, admin)).body[0].id;
    expect((await call('PUT', `readings/exercises/${ex}/clone`)).status).toBe(403);
    expect((await call('GET', 'courses/2/readings/check')).status).toBe(403);
  });
});

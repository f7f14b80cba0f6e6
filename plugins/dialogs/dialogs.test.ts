import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { DIALOGS } from './plugin';

let t: LoggedInServer;
let admin: string;
let editor: string; // Dialogs on course 1 only
let both: string; // Dialogs on courses 1 and 2

beforeAll(async () => {
  t = await loggedInServer();
  admin = t.admin;
  editor = await t.signIn('dlg-editor@example.com', [[1, DIALOGS]]);
  both = await t.signIn('dlg-both@example.com', [
    [1, DIALOGS],
    [2, DIALOGS],
  ]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, cookie = editor) => t.call(method, `/api${path}`, { cookie, body });
const newDialog = async (title = 'Test dialog') => (await call('POST', '/courses/1/dialogs', { title })).body.data.id as number;
type Seg = { id: number; position: number; speaker: string; speakerId: number; text: string };
const segmentsOf = async (id: number) => (await call('GET', `/dialogs/${id}/segments`)).body as Seg[];

describe('dialogs', () => {
  it('creates a dialog with title, heading and positions, lists and searches it, and serves its grid row', async () => {
    const res = await call('POST', '/courses/1/dialogs', { title: 'Ordering tapas', positions: '4.2', headingId: null });
    expect(res.status).toBe(200);
    const { id, record, row } = res.body.data;
    expect(record).toMatchObject({ id, title: 'Ordering tapas', positions: '4.2', version: 1, feedbackVersion: 1, feedbackTracking: false });
    expect(row).toMatchObject({ id, title: 'Ordering tapas', segmentCount: 0 });
    expect((await call('GET', '/courses/1/dialogs?text=TAPAS')).body.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call('GET', `/courses/1/dialogs/${id}`)).body).toMatchObject({ id, title: 'Ordering tapas' });
    expect((await call('GET', '/dialogs/new?course=1')).body).toMatchObject({ id: -1, title: '', version: 0 });
  });

  it('a new feedback version stamps versionUpdated and starts without ratings; a stale save is 409; no title is 400', async () => {
    const demo = (await call('GET', '/courses/1/dialogs')).body.at(-1);
    const d = (await call('GET', `/dialogs/${demo.id}`)).body;
    expect(d.feedback.some((f: { n: number }) => f.n >= 10)).toBe(true);
    const saved = await call('PUT', `/dialogs/${d.id}`, { ...d, feedbackVersion: 2, feedbackTracking: true });
    expect(saved.body.data.record).toMatchObject({ feedbackVersion: 2, feedbackTracking: true, versionUpdated: expect.any(String) });
    expect(saved.body.data.record.feedback.every((f: { n: number }) => f.n === 0)).toBe(true);
    expect((await call('PUT', `/dialogs/${d.id}`, { ...d, title: 'stale' })).status).toBe(409);
    const bad = await call('POST', '/courses/1/dialogs', { title: ' ', feedbackVersion: 0 });
    expect(bad).toMatchObject({ status: 400, body: { fields: { title: expect.any(String), feedbackVersion: expect.any(String) } } });
  });

  it('adds a script: one segment per line, speakers made by name, other lines are descriptions', async () => {
    const id = await newDialog();
    const res = await call('POST', `/dialogs/${id}/add-script`, {
      script: 'Waiter: ¿Qué desea?\n\nAna: Un café, por favor.\nThe waiter leaves.\nwaiter: <b>Aquí tiene</b>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.segments.map((s: Seg) => [s.position, s.speaker, s.text])).toEqual([
      [1, 'Waiter', '¿Qué desea?'],
      [2, 'Ana', 'Un café, por favor.'],
      [3, 'DESCRIPTION', 'The waiter leaves.'],
      [4, 'Waiter', '<b>Aquí tiene</b>'],
    ]);
    const speakers = (await call('GET', `/dialogs/${id}/speakers`)).body;
    expect(speakers.map((s: { id: number; name: string }) => [s.name, s.id === 0])).toEqual([
      ['DESCRIPTION', true],
      ['Ana', false],
      ['Waiter', false],
    ]);
    expect((await call('POST', `/dialogs/${id}/add-script`, { script: ' \n ' })).body.fields).toEqual({ script: expect.any(String) });
  });

  it('moves segments, shifting the others, and refuses a position past the end', async () => {
    const id = await newDialog();
    await call('POST', `/dialogs/${id}/add-script`, { script: 'A: one\nB: two\nA: three' });
    const [one, two, three] = await segmentsOf(id);
    const moved = await call('PUT', `/dialogs/segments/${three.id}/move`, { destinationPos: 1 });
    expect(moved.body.data.segments.map((s: Seg) => [s.id, s.position])).toEqual([
      [three.id, 1],
      [one.id, 2],
      [two.id, 3],
    ]);
    await call('PUT', `/dialogs/segments/${three.id}/move`, { destinationPos: 3 });
    expect((await segmentsOf(id)).map((s) => s.text)).toEqual(['one', 'two', 'three']);
    expect((await call('PUT', `/dialogs/segments/${one.id}/move`, { destinationPos: 4 })).body.fields).toEqual({ destinationPos: expect.any(String) });
    expect((await call('PUT', `/dialogs/segments/${one.id}/move`, { destinationPos: 0 })).status).toBe(400);
  });

  it('edits a segment: speaker of the same dialog only, sanitised target HTML, sources, version; adds and deletes segments', async () => {
    const id = await newDialog();
    const other = await newDialog('Other');
    const otherSpeaker = (await call('POST', `/dialogs/${other}/speakers`, { name: 'Zoe', gender: 'f' })).body.data;
    const added = await call('POST', `/dialogs/${id}/segments/new`);
    const segId = added.body.data.id;
    expect(added.body.data.segments).toEqual([expect.objectContaining({ id: segId, position: 1, speakerId: 0, speaker: 'DESCRIPTION' })]);
    const seg = (await call('GET', `/dialogs/segments/${segId}`)).body;
    expect(seg).toMatchObject({ id: segId, dialogId: id, version: 1 });
    const [target] = seg.targets;
    const [source] = seg.sources;
    expect((await call('PUT', `/dialogs/segments/${segId}`, { speakerId: otherSpeaker.id })).body.fields).toEqual({
      speakerId: 'Not a speaker of this dialog',
    });
    const speaker = (await call('POST', `/dialogs/${id}/speakers`, { name: 'Luis' })).body.data;
    expect(speaker).toMatchObject({ name: 'Luis', gender: 'm' });
    const saved = await call('PUT', `/dialogs/segments/${segId}`, { speakerId: speaker.id, title: 'Greeting', version: 1 });
    expect(saved.body.data).toMatchObject({ speakerId: speaker.id, title: 'Greeting', version: 2 });
    expect((await call('PUT', `/dialogs/segments/${segId}`, { speakerId: 0, version: 1 })).status).toBe(409);
    const html = await call('PUT', `/dialogs/segments/${segId}/target-dialect/${target.dialectId}`, {
      text: '<p>Hola <span data-gap="1">Luis</span><img src=x onerror=alert(1)></p>',
    });
    expect(html.body.data.targets[0].text).toBe('<p>Hola <span data-gap="1">Luis</span></p>');
    expect((await call('GET', `/dialogs/segments/${segId}/targets`)).body[0].text).toBe('<p>Hola <span data-gap="1">Luis</span></p>');
    await call('PUT', `/dialogs/segments/${segId}/source-dialect/${source.dialectId}`, { text: 'Hello Luis' });
    expect((await call('GET', `/dialogs/segments/${segId}`)).body.sources[0].text).toBe('Hello Luis');
    expect((await call('PUT', `/dialogs/segments/${segId}/target-dialect/${source.dialectId}`, { text: 'x' })).status).toBe(400);
    // A speaker who speaks is not deleted; after the segment goes, it is.
    expect((await call('DELETE', `/dialog-speakers/${speaker.id}`)).status).toBe(409);
    expect((await call('DELETE', `/dialogs/segments/${segId}`)).body.data.segments).toEqual([]);
    expect((await call('DELETE', `/dialog-speakers/${speaker.id}`)).status).toBe(200);
    expect((await call('GET', `/dialog-speakers/${speaker.id}`)).status).toBe(404);
  });

  it("saves a segment in one request (speaker, title, texts), answering it and the dialog's segment list", async () => {
    const id = await newDialog();
    const segId = (await call('POST', `/dialogs/${id}/segments/new`)).body.data.id;
    const seg = (await call('GET', `/dialogs/segments/${segId}`)).body;
    const [target] = seg.targets;
    const [source] = seg.sources;
    const speaker = (await call('POST', `/dialogs/${id}/speakers`, { name: 'Eva', gender: 'f' })).body.data;
    const saved = await call('PUT', `/dialogs/segments/${segId}`, {
      speakerId: speaker.id,
      title: 'Saludo',
      version: seg.version,
      targets: [{ dialectId: target.dialectId, text: '<p>Hola Eva</p><script>x()</script>' }],
      sources: [{ dialectId: source.dialectId, text: 'Hello Eva' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: segId, speakerId: speaker.id, title: 'Saludo', version: seg.version + 1 });
    expect(saved.body.data.targets[0].text).toBe('<p>Hola Eva</p>');
    expect(saved.body.data.sources[0].text).toBe('Hello Eva');
    expect(saved.body.data.segments).toMatchObject([{ id: segId, speakerId: speaker.id, speaker: 'Eva', title: 'Saludo', text: 'Hola Eva' }]);
    // A source dialect sent as a target: 400 naming it, and nothing written.
    const bad = await call('PUT', `/dialogs/segments/${segId}`, {
      speakerId: 0,
      version: seg.version + 1,
      targets: [{ dialectId: source.dialectId, text: 'x' }],
    });
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'targets.0.dialectId': expect.any(String) } } });
    expect((await call('GET', `/dialogs/segments/${segId}`)).body).toMatchObject({ speakerId: speaker.id, version: seg.version + 1 });
  });

  it("answers each speaker write with the dialog's speakers and segments, which name them", async () => {
    const id = await newDialog();
    const added = (await call('POST', `/dialogs/${id}/speakers`, { name: 'Ana', gender: 'f' })).body.data;
    expect(added).toMatchObject({ name: 'Ana', dialogId: id, segments: [] });
    expect(added.speakers.map((s: { name: string }) => s.name)).toEqual(['DESCRIPTION', 'Ana']);
    const segId = (await call('POST', `/dialogs/${id}/segments/new`)).body.data.id;
    await call('PUT', `/dialogs/segments/${segId}`, { speakerId: added.id });
    const renamed = (await call('PUT', `/dialog-speakers/${added.id}`, { name: 'Ana B.', gender: 'f', version: added.version })).body.data;
    expect(renamed.speakers.map((s: { name: string }) => s.name)).toEqual(['DESCRIPTION', 'Ana B.']);
    expect(renamed.segments).toMatchObject([{ id: segId, speaker: 'Ana B.' }]);
    const other = (await call('POST', `/dialogs/${id}/speakers`, { name: 'Bea' })).body.data;
    const deleted = (await call('DELETE', `/dialog-speakers/${other.id}`)).body.data;
    expect(deleted).toMatchObject({ id: other.id, segments: [{ id: segId }] });
    expect(deleted.speakers.map((s: { name: string }) => s.name)).toEqual(['DESCRIPTION', 'Ana B.']);
  });

  it('manages speakers: names unique in the dialog, DESCRIPTION reserved, gender m or f', async () => {
    const id = await newDialog();
    const s = (await call('POST', `/dialogs/${id}/speakers`, { name: 'Marta', gender: 'f' })).body.data;
    expect((await call('GET', `/dialogs/${id}/speakers/${s.id}`)).body).toMatchObject({ name: 'Marta', gender: 'f' });
    expect((await call('POST', `/dialogs/${id}/speakers`, { name: 'marta' })).body.fields).toEqual({ name: expect.any(String) });
    expect((await call('POST', `/dialogs/${id}/speakers`, { name: 'Description' })).status).toBe(400);
    expect((await call('POST', `/dialogs/${id}/speakers`, { name: 'X', gender: 'x' })).body.fields).toEqual({ gender: expect.any(String) });
    const renamed = await call('PUT', `/dialog-speakers/${s.id}`, { name: 'Marta G.', gender: 'f', version: 1 });
    expect(renamed.body.data).toMatchObject({ name: 'Marta G.', version: 2 });
    expect((await call('PUT', `/dialog-speakers/${s.id}`, { name: 'Y', version: 1 })).status).toBe(409);
    expect((await call('GET', '/dialog-speakers/new')).body).toEqual({ id: -1, name: '', gender: 'm', version: 0 });
  });

  it('copies a dialog to another course with its speakers and segments; refuses without the grant or to the same course', async () => {
    const id = await newDialog('To copy');
    await call('POST', `/dialogs/${id}/add-script`, { script: 'Ana: Hola\nLuis: Adiós' });
    expect((await call('POST', '/dialogs-copy', { dialog: id, toCourseId: 2 })).status).toBe(403);
    expect((await call('POST', '/dialogs-copy', { dialog: id, toCourseId: 1 }, both)).body.fields).toEqual({ toCourseId: 'Choose another course' });
    expect((await call('POST', '/dialogs-copy', { dialog: { id }, toCourseId: 'x' }, both)).status).toBe(400);
    const copied = await call('POST', '/dialogs-copy', { dialog: { id, title: 'To copy' }, toCourseId: 2 }, both);
    expect(copied.status).toBe(200);
    const copy = copied.body.data.id;
    expect((await call('GET', '/courses/2/dialogs?text=To%20copy', undefined, both)).body.map((r: { id: number }) => r.id)).toEqual([copy]);
    const segs = (await call('GET', `/dialogs/${copy}/segments`, undefined, both)).body as Seg[];
    expect(segs.map((s) => s.speaker)).toEqual(['Ana', 'Luis']);
    expect((await call('GET', `/dialogs/${copy}/speakers`, undefined, both)).body.map((s: { name: string }) => s.name)).toEqual(['DESCRIPTION', 'Ana', 'Luis']);
    expect((await call('GET', `/dialogs/${copy}`)).status).toBe(403);
  });

  it('checks the course: dialogs without segments or with untranslated segments are the with-error list', async () => {
    const empty = await newDialog('Empty one');
    const checked = await call('GET', '/courses/1/dialogs/check');
    expect(checked.body.find((r: { id: number }) => r.id === empty).error).toBe('No segments');
    const withError = (await call('GET', '/courses/1/dialogs/with-error')).body;
    expect(withError.map((r: { id: number }) => r.id)).toEqual(checked.body.map((r: { id: number }) => r.id));
    expect((await call('GET', '/courses/1/dialogs?withError=1')).body.length).toBe(withError.length);
    // The demo dialog is complete in every target dialect.
    const demo = (await call('GET', '/courses/1/dialogs')).body.at(-1);
    expect(withError.some((r: { id: number }) => r.id === demo.id)).toBe(false);
  });

  it("refuses another course's dialogs, segments and speakers with 403", async () => {
    const other = (await call('GET', '/courses/2/dialogs', undefined, admin)).body.at(-1);
    const seg = (await call('GET', `/dialogs/${other.id}/segments`, undefined, admin)).body[0];
    const speaker = (await call('GET', `/dialogs/${other.id}/speakers`, undefined, admin)).body[1];
    expect((await call('GET', '/courses/2/dialogs')).status).toBe(403);
    expect((await call('GET', `/dialogs/${other.id}/segments`)).status).toBe(403);
    expect((await call('POST', `/dialogs/${other.id}/add-script`, { script: 'A: b' })).status).toBe(403);
    expect((await call('PUT', `/dialogs/segments/${seg.id}/move`, { destinationPos: 1 })).status).toBe(403);
    expect((await call('GET', `/dialog-speakers/${speaker.id}`)).status).toBe(403);
    expect((await call('GET', `/dialogs/segments/999999`)).status).toBe(404);
    expect((await call('GET', `/audio/2501/${seg.id}`)).status).toBe(403);
    expect((await call('GET', `/audio/2501/${seg.id}`, undefined, admin)).status).toBe(200);
  });
});

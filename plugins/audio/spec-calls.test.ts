import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE } from '../../sdk/shared';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { AUDIO } from './public';

/** Audio's calls as spec 3 §7 spells them (audioSpecApi, and POST audio-artists); answers checked against their schemas. */
const ES = 2; // es-ES, course 1's target
let t: LoggedInServer;
let editor: string; // Audio on course 1 only

beforeAll(async () => {
  t = await loggedInServer();
  editor = await t.signIn('spec-audio@example.com', [[1, AUDIO]]);
});
afterAll(() => t.close());

describe('audio as the spec calls it', () => {
  it('GET audio-artists?course= lists the course artists; none without a course; POST audio-artists creates one in the course it names', async () => {
    const own = (await t.call('GET', '/api/courses/1/audio-artists', { cookie: editor })).body;
    expect((await t.call('GET', '/api/audio-artists?course=1', { cookie: editor })).body).toEqual(own);
    expect((await t.call('GET', '/api/audio-artists', { cookie: editor })).body).toEqual([]);
    expect((await t.call('GET', '/api/audio-artists?course=2', { cookie: editor })).status).toBe(403);

    const res = await t.call('POST', '/api/audio-artists', { cookie: editor, body: { name: 'Inés Vidal', gender: 'f', courseId: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ name: 'Inés Vidal', gender: 'f' });
    expect((await t.call('GET', '/api/audio-artists?course=1', { cookie: editor })).body.map((a: { name: string }) => a.name)).toContain('Inés Vidal');
    expect((await t.call('POST', '/api/audio-artists', { cookie: editor, body: { name: 'X', gender: 'm', courseId: 2 } })).status).toBe(403);
  });

  it('GET …/refs/{ref}/audio-create-sets?artists= creates the sets (artists of the course only), and GET sets/{id} answers one with its items', async () => {
    const url = `/api/courses/1/target-dialects/${ES}/refs/${MODULE.sentences}/audio-create-sets`;
    const foreign = (await t.call('GET', '/api/courses/2/audio-artists', { cookie: t.admin })).body[0].id;
    const refused = await t.call('GET', `${url}?artists=${foreign}`, { cookie: editor });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ artists: 'Not an artist of this course' });
    expect((await t.call('GET', url, { cookie: editor })).body.fields).toEqual({ artists: 'Choose at least one artist' });

    const artist = (await t.call('GET', '/api/courses/1/audio-artists', { cookie: editor })).body[0];
    const made = await t.call('GET', `${url}?startLesson=1&endLesson=10&artists=${artist.id}`, { cookie: editor });
    expect(made.status).toBe(200);
    const [set] = made.body.sets;
    expect(set).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const one = await t.call('GET', `/api/sets/${set.id}`, { cookie: editor });
    expect(one.status).toBe(200);
    expect(one.body).toEqual((await t.call('GET', `/api/audio-sets/${set.id}`, { cookie: editor })).body);
    expect(one.body.items.length).toBeGreaterThan(0);
  });
});

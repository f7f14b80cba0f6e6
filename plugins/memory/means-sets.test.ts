import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';
import { MEMORY } from './plugin';

let t: LoggedInServer;
let user: string; // granted Memory only
let other: string; // no Memory
let phraseId: number;
let gapId: number;

beforeAll(async () => {
  t = await loggedInServer();
  const admin = t.admin;
  user = await t.signIn('means@example.com', [[0, MEMORY]]);
  other = await t.signIn('nomeans@example.com', [[1, 10]]);
  phraseId = (await t.call('POST', '/api/memory-phrasebook', { cookie: admin, body: { phrase: 'aardvark greets you' } })).body.data.id;
  gapId = (await t.call('POST', '/api/memory-phrasebook', { cookie: admin, body: { phrase: 'aardvark ___ you' } })).body.data.id;
}, 300_000);
afterAll(() => t.close());

describe('means template sets', () => {
  it("lists phrasebook options as 'id – label' for each slot and refuses another em", async () => {
    for (const em of [1, 2, 3]) {
      const options = (await t.call('GET', `/api/memory/phrasebook-templates?em=${em}`, { cookie: user })).body;
      expect(options).toContainEqual({ id: phraseId, label: `${phraseId} – aardvark greets you` });
      expect(options).toContainEqual({ id: gapId, label: `${gapId} – aardvark ___ you` });
    }
    for (const em of ['0', '4', 'x', '']) {
      const res = await t.call('GET', `/api/memory/phrasebook-templates?em=${em}`, { cookie: user });
      expect(res.status, em).toBe(400);
      expect(res.body.fields.em).toBeTruthy();
    }
  });

  it('starts a new set with all three slots 0, creates, reads, updates and deletes a set', async () => {
    expect((await t.call('GET', '/api/memory/means-sets/new', { cookie: user })).body).toEqual({
      id: -1,
      version: 0,
      em1_phrasebook_id: 0,
      em2_phrasebook_id: 0,
      em3_phrasebook_id: 0,
    });
    const created = await t.call('POST', '/api/memory/means-sets', {
      cookie: user,
      body: { em1_phrasebook_id: phraseId, em2_phrasebook_id: 0, em3_phrasebook_id: gapId },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.row).toMatchObject({ id, em1: `${phraseId} – aardvark greets you`, em2: '', em3: `${gapId} – aardvark ___ you` });
    expect((await t.call('GET', `/api/memory/means-sets/${id}`, { cookie: user })).body).toEqual({
      id,
      version: 1,
      em1_phrasebook_id: phraseId,
      em2_phrasebook_id: 0,
      em3_phrasebook_id: gapId,
    });
    expect((await t.call('GET', '/api/memory/means-sets?text=greets', { cookie: user })).body.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('GET', `/api/memory/means-sets/${id}/grid-row`, { cookie: user })).body).toMatchObject({ id, em2: '' });
    const put = await t.call('PUT', `/api/memory/means-sets/${id}`, {
      cookie: user,
      body: { em1_phrasebook_id: 0, em2_phrasebook_id: phraseId, em3_phrasebook_id: gapId, version: 1 },
    });
    expect(put.body.data.record).toMatchObject({ em1_phrasebook_id: 0, em2_phrasebook_id: phraseId, version: 2 });
    expect((await t.call('PUT', `/api/memory/means-sets/${id}`, { cookie: user, body: { em1_phrasebook_id: 0, version: 1 } })).status).toBe(409);
    expect((await t.call('DELETE', `/api/memory/means-sets/${id}`, { cookie: user })).status).toBe(200);
    expect((await t.call('GET', `/api/memory/means-sets/${id}`, { cookie: user })).status).toBe(404);
  });

  it('refuses an unknown phrasebook entry or a bad slot with 400 naming the slot, writing nothing, and users without Memory', async () => {
    const before = (await t.call('GET', '/api/memory/means-sets', { cookie: user })).body.length;
    const unknown = await t.call('POST', '/api/memory/means-sets', {
      cookie: user,
      body: { em1_phrasebook_id: 0, em2_phrasebook_id: 999_999, em3_phrasebook_id: 0 },
    });
    expect(unknown).toMatchObject({ status: 400, body: { fields: { em2_phrasebook_id: 'No such record' } } });
    const bad = await t.call('POST', '/api/memory/means-sets', { cookie: user, body: { em1_phrasebook_id: -1, em3_phrasebook_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['em1_phrasebook_id', 'em3_phrasebook_id']);
    expect((await t.call('GET', '/api/memory/means-sets', { cookie: user })).body.length).toBe(before);
    expect((await t.call('GET', '/api/memory/means-sets', { cookie: other })).status).toBe(403);
    expect((await t.call('GET', '/api/memory/phrasebook-templates?em=1', { cookie: other })).status).toBe(403);
  });
});

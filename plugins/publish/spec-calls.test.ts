import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInServer, type LoggedInServer } from '../../tests/support/server';

/** GET groups/{c}/refs/{ref}/publish?ids= (spec 3 §7 Publish): a batch of the ids the check found ready. */
let t: LoggedInServer;

beforeAll(async () => {
  t = await loggedInServer();
});
afterAll(() => t.close());

describe('publish as the spec calls it', () => {
  it('publishes the ready ids of a batch in the course publication, and names those that fail the check', async () => {
    const call = (url: string) => t.call('GET', `/api/${url}`, { cookie: t.admin });
    const [resource] = (await call('groups/1/publish-resources')).body;
    const check = (await call(`groups/1/refs/${resource.ref}/publish-check`)).body;
    const failing = check.details.map((d: { refId: number }) => d.refId).slice(0, 1);
    const ids = [...check.ids.slice(0, 3), ...failing];
    const res = await call(`groups/1/refs/${resource.ref}/publish?ids=${ids.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.ref).toBe(resource.ref);
    expect(res.body.ids).toEqual(check.ids.slice(0, 3));
    expect(res.body.failed.map((f: { refId: number }) => f.refId)).toEqual(failing);
    expect(res.body.publication).toMatchObject({ version: expect.any(Number), status: expect.stringMatching(/running|published/) });
    expect((await t.call('GET', `/api/groups/2/refs/${resource.ref}/publish?ids=1`, { cookie: await t.signIn('spec-publish@example.com', []) })).status).toBe(
      403,
    );
  });

  it('fills one version batch by batch until no ready record remains; the batch after it starts the next version', async () => {
    const call = async (url: string) => {
      const res = await t.call('GET', `/api/${url}`, { cookie: t.admin });
      expect(res.status, url).toBe(200);
      return res.body;
    };
    const resources: { ref: number }[] = await call('groups/2/publish-resources');
    const ready = new Map<number, number[]>();
    for (const r of resources) ready.set(r.ref, (await call(`groups/2/refs/${r.ref}/publish-check`)).ids);
    const [ref, ids] = [...ready].find(([, ids]) => ids.length >= 2)!;

    const first = await call(`groups/2/refs/${ref}/publish?ids=${ids[0]}`);
    expect(first.publication.status).toBe('running');
    const second = await call(`groups/2/refs/${ref}/publish?ids=${ids[1]}`);
    expect(second.publication.version).toBe(first.publication.version);
    const [underWay] = await call('groups/2/publications');
    expect(underWay).toMatchObject({ version: first.publication.version, status: 'running' });
    expect(underWay.progress.find((p: { ref: number }) => p.ref === ref)).toMatchObject({ total: ids.length, done: 2 });

    const answers = [];
    for (const [r, all] of ready) if (all.length) answers.push(await call(`groups/2/refs/${r}/publish?ids=${all.join(',')}`));
    expect(answers.map((a) => a.publication.version)).toEqual(answers.map(() => first.publication.version));
    expect(answers.map((a) => a.publication.status)).toEqual([...answers.slice(1).map(() => 'running'), 'published']);
    const snapshot = await call(`groups/2/publications/${first.publication.version}`);
    for (const [r, all] of ready)
      expect(new Set(snapshot.texts.filter((x: { ref: number }) => x.ref === r).map((x: { refId: number }) => x.refId))).toEqual(new Set(all));

    const next = await call(`groups/2/refs/${ref}/publish?ids=${ids[0]}`);
    expect(next.publication).toMatchObject({ version: first.publication.version + 1, status: 'running' });
  });
});

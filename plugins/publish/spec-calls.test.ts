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
});

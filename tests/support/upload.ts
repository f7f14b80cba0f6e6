import type { TestServer } from './server';

/** Posts a multipart body the way the browser's FormData does: files (name, content, type) and text fields. */
export async function postForm(
  t: Pick<TestServer, 'server'>,
  path: string,
  parts: { files?: Record<string, { name: string; data: string | Buffer; type?: string }>; fields?: Record<string, string | number> },
  cookie: string,
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(parts.fields ?? {})) form.append(field, String(value));
  for (const [field, f] of Object.entries(parts.files ?? {}))
    form.append(field, new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const encoded = new Response(form);
  const res = await t.server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  return { status: res.statusCode, body: res.json() };
}

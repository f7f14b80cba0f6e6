import type { WriteOutcome } from './http';

/** The file name of a Content-Disposition header (attachment; filename="…"). */
const fileNameOf = (disposition: string | null) => /filename="([^"]*)"/.exec(disposition ?? '')?.[1] ?? 'download';

/**
 * Downloads a file route's answer (apiUrl of its contract) in one request, saved under the file
 * name the server gives; a refusal answers the server's message instead, for the screen to show
 * (a plain link would save the error as the file).
 */
export async function downloadFile(url: string): Promise<WriteOutcome<string>> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include' });
  } catch (e) {
    return { ok: false, status: 0, error: (e as Error).message };
  }
  if (!res.ok) {
    const text = await res.text();
    let error = text || `HTTP ${res.status}`;
    try {
      error = (JSON.parse(text) as { error?: string }).error ?? error;
    } catch {
      // not JSON: the text itself
    }
    return { ok: false, status: res.status, error };
  }
  const name = fileNameOf(res.headers.get('content-disposition'));
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return { ok: true, data: name };
}

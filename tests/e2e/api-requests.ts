import type { Page, Request } from 'playwright-core';

/**
 * The /api/ requests ('METHOD /api/path') a user action sends: from `act` until `settled` holds,
 * and half a second after, when anything the screen would read again after the write's answer
 * (a reload, a refresh after a live event) would have gone out. Streams opened before (a board's
 * event stream) are not counted.
 */
export async function apiRequestsOf(page: Page, act: () => Promise<void>, settled: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    // The workspace's own requests (the user's layout, notifications) are not the screen's.
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/me/')) sent.push(`${r.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  try {
    await act();
    await settled();
    await page.waitForTimeout(500);
  } finally {
    page.off('request', onRequest);
  }
  return sent;
}

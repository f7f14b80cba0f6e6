// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiOf } from '../../../sdk/client/http';
import { DEFAULT_USER_SETTINGS } from '../../../sdk/shared';
import { fakeHttp } from '../../../tests/support/client';
import { LAYOUT_SAVE_DELAY_MS, SettingsStore } from './settings-store';

const SERVER = { ...DEFAULT_USER_SETTINGS, theme: 'dark' as const, layout: { root: { type: 'row', content: [] } } };

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

function setup() {
  const http = fakeHttp({ get: (path) => (path === 'me/settings' ? SERVER : undefined), put: (_p, body) => ({ ok: true, data: { ...SERVER, ...body } }) });
  return { http, store: new SettingsStore(apiOf(http), 'ana') };
}

describe('SettingsStore', () => {
  it("reads the server's settings and keeps a copy for the next first paint", async () => {
    const { store } = setup();
    expect(store.get()).toEqual(DEFAULT_USER_SETTINGS);
    expect(await store.load()).toBe(true);
    expect(store.get()).toEqual(SERVER);
    expect(setup().store.get()).toEqual(SERVER);
  });

  it('sends a change in one request, and the moves of a drag as one layout request once they stop', async () => {
    vi.useFakeTimers();
    const { http, store } = setup();
    await store.change({ theme: 'auto' });
    expect(http.put).toHaveBeenCalledWith('me/settings', { theme: 'auto' });
    for (let i = 0; i < 5; i++) store.changeLayout({ root: { type: 'row', step: i } });
    expect(store.get().layout).toEqual({ root: { type: 'row', step: 4 } });
    expect(http.put).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LAYOUT_SAVE_DELAY_MS);
    expect(http.put).toHaveBeenCalledTimes(2);
    expect(http.put).toHaveBeenLastCalledWith('me/settings', { layout: { root: { type: 'row', step: 4 } } });
  });

  it("answers the server's refusal", async () => {
    const http = fakeHttp({ put: () => ({ ok: false, status: 400, error: 'Invalid body', fields: { theme: 'Invalid option' } }) });
    expect(await new SettingsStore(apiOf(http), 'ana').change({ theme: 'dark' })).toBe('Invalid body');
  });
});

describe('a layout not sent before the page went away', () => {
  it('is sent at the next load, and wins over the older one the server has', async () => {
    vi.useFakeTimers();
    const first = setup();
    first.store.changeLayout({ root: { type: 'row', moved: true } });
    expect(first.http.put).not.toHaveBeenCalled();
    const next = setup();
    await next.store.load();
    expect(next.store.get().layout).toEqual({ root: { type: 'row', moved: true } });
    expect(next.http.put).toHaveBeenCalledWith('me/settings', { layout: { root: { type: 'row', moved: true } } });
    await vi.waitFor(() => expect(localStorage.getItem('cm_settings_unsent_layout:ana')).toBeNull());
  });
});

// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOf } from '../../../sdk/client/http';
import { DEFAULT_USER_SETTINGS, type FinishedTask } from '../../../sdk/shared';
import { fakeHttp } from '../../../tests/support/client';
import { SettingsStore } from '../settings/settings-store';
import { NotificationCentre } from './NotificationCentre';

const TASKS: FinishedTask[] = [
  { id: 9, queue: 'memory.tmx-export', status: 2, lastError: null, finishedAt: '2026-11-29T01:00:00.000Z', ref: 86, courseId: 0, entityId: 4 },
  { id: 8, queue: 'tts-lab.generate', status: 4, lastError: 'No voice', finishedAt: '2026-11-29T00:50:00.000Z', ref: 60, courseId: 1, entityId: 3 },
  { id: 7, queue: 'publish', status: 2, lastError: null, finishedAt: '2026-11-28T10:00:00.000Z', ref: null, courseId: null, entityId: null },
];

function setup(seenAt: string | null) {
  const settings = { ...DEFAULT_USER_SETTINGS, notificationsSeenAt: seenAt };
  const http = fakeHttp({
    get: (path) => (path === 'me/tasks' ? TASKS : path === 'me/settings' ? settings : undefined),
    put: (_path, body) => ({ ok: true, data: { ...settings, ...body } }),
  });
  const api = apiOf(http);
  localStorage.clear();
  const store = new SettingsStore(api, 'ana');
  const open = vi.fn();
  return { http, store, open, api };
}

describe('the notification centre', () => {
  it('counts the tasks ended since the bell was last opened, lists them with their screen and status, and opens the screen', async () => {
    const { http, store, open, api } = setup('2026-11-29T00:00:00.000Z');
    await store.load();
    render(
      <MantineProvider env="test">
        <NotificationCentre api={api} store={store} moduleTitle={(ref) => ({ 86: 'Memory', 60: 'TTS Lab' })[ref]} open={open} />
      </MantineProvider>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    fireEvent.click(bell);
    expect(await screen.findByText('Memory: Tmx export')).toBeTruthy();
    expect(screen.getByText('TTS Lab: Generate')).toBeTruthy();
    expect(screen.getByText('No voice')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Publish')).toBeTruthy();
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('me/settings', { notificationsSeenAt: '2026-11-29T01:00:00.000Z' }));
    expect(http.put).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText('Memory: Tmx export'));
    expect(open).toHaveBeenCalledWith({ ref: 86, courseId: 0 });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('reads the list once, then again only when the user’s event stream says a task ended: no polling', async () => {
    /** The browser's EventSource as the bell opens it: the test sends it events by dispatchEvent. */
    const streams: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      onerror: (() => void) | null = null;
      onopen: (() => void) | null = null;
      closed = false;
      constructor(readonly url: string) {
        super();
        streams.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { http, store, open, api } = setup(null);
    await store.load();
    const view = render(
      <MantineProvider env="test">
        <NotificationCentre api={api} store={store} moduleTitle={() => undefined} open={open} />
      </MantineProvider>,
    );
    const reads = () => http.get.mock.calls.filter(([p]) => p === 'me/tasks').length;
    await screen.findByRole('button', { name: 'Notifications (3 unread)' });
    expect(streams.map((x) => x.url)).toEqual(['/api/me/events']);
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('focus'));
    expect(reads()).toBe(1);
    streams[0].dispatchEvent(new MessageEvent('task', { data: '{}' }));
    await waitFor(() => expect(reads()).toBe(2));
    view.unmount();
    expect(streams[0].closed).toBe(true);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

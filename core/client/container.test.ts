import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../sdk/client/tokens';
import type { EventBus } from '../../sdk/client/events';
import { pluginContainer, rootContainer } from './container';

describe('client container', () => {
  it('gives every plugin the shell’s one event bus and HTTP client', () => {
    const bus = rootContainer.resolve<EventBus>(TOKENS.events);
    expect(pluginContainer('a').resolve(TOKENS.events)).toBe(bus);
    expect(pluginContainer('b').resolve(TOKENS.http)).toBe(rootContainer.resolve(TOKENS.http));
  });

  it('a server error met by a plugin screen reaches the shell’s listeners', async () => {
    const bus = rootContainer.resolve<EventBus>(TOKENS.events);
    const seen: unknown[] = [];
    const sub = bus.on('notification').subscribe((n) => seen.push(n));
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ error: 'boom' }), { status: 500, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    try {
      const http = pluginContainer('c').resolve<{ get(path: string): Promise<unknown> }>(TOKENS.http);
      await http.get('things').catch(() => undefined);
    } finally {
      globalThis.fetch = fetchBefore;
      sub.unsubscribe();
    }
    expect(seen).toEqual([{ severity: 'error', message: 'things: boom' }]);
  });
});

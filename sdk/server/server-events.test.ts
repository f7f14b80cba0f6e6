import { describe, expect, it } from 'vitest';
import { EventHub, LocalEvents, RECENT_EVENTS } from './server-events';

describe('server events in one process', () => {
  it('hand an event to its topic’s subscribers before publish returns, with increasing ids, and keep it for a late reader', async () => {
    const bus = new LocalEvents();
    const got: unknown[] = [];
    const stop = bus.subscribe('boards', (e) => got.push(e));
    bus.subscribe('other', () => got.push('wrong topic'));
    const first = bus.publish('boards', { n: 1 });
    expect(got).toEqual([{ id: 1, data: { n: 1 } }]);
    expect(await first).toBe(1);
    expect(await bus.publish('boards', { n: 2 })).toBe(2);
    stop();
    await bus.publish('boards', { n: 3 });
    expect(got).toHaveLength(2);
    expect(bus.since('boards', 1)).toEqual({
      lastEventId: 3,
      events: [
        { id: 2, data: { n: 2 } },
        { id: 3, data: { n: 3 } },
      ],
    });
  });
});

describe('the kept events', () => {
  it('are in id order whatever order they arrive in (notices from several processes), the oldest dropped past the limit', () => {
    const hub = new EventHub();
    for (const id of [2, 1, 4, 3]) hub.deliver('t', { id, data: id });
    expect(hub.since('t', 0).events.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(hub.since('t', 2).events.map((e) => e.id)).toEqual([3, 4]);
    for (let id = 5; id <= RECENT_EVENTS + 10; id++) hub.deliver('t', { id, data: id });
    const kept = hub.since('t', 0).events;
    expect(kept).toHaveLength(RECENT_EVENTS);
    expect(kept[0].id).toBe(11);
  });

  it('leave out a notice without an id (0), which still reaches the subscribers', () => {
    const hub = new EventHub();
    const got: number[] = [];
    hub.subscribe('translations', (e) => got.push(e.id));
    hub.deliver('translations', { id: 0, data: null });
    expect(got).toEqual([0]);
    expect(hub.since('translations', 0)).toEqual({ lastEventId: 0, events: [] });
  });
});

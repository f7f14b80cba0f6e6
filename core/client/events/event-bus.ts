import { Subject, filter, map, type Observable } from 'rxjs';
import type { EventBus, EventMap } from '../../../sdk/client/events';

type Envelope = { [K in keyof EventMap]: { type: K; payload: EventMap[K] } }[keyof EventMap];

export class RxEventBus implements EventBus {
  private readonly subject = new Subject<Envelope>();

  emit<K extends keyof EventMap>(type: K, payload: EventMap[K]): void {
    this.subject.next({ type, payload } as Envelope);
  }

  on<K extends keyof EventMap>(type: K): Observable<EventMap[K]> {
    return this.subject.pipe(
      filter((e) => e.type === type),
      map((e) => e.payload as EventMap[K]),
    );
  }
}

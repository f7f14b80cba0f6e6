import type { Observable } from 'rxjs';
import type { NavigationRequest } from './navigation';

/** Every event the client bus carries, by name. */
export interface EventMap {
  'record.saved': { module: number; courseId: number; id: number };
  'record.deleted': { module: number; courseId: number; id: number };
  /** A record changed on the server without an editor's save (a task it queued ended): grids showing it re-read its row. */
  'record.changed': { module: number; courseId: number; id: number };
  'navigation.requested': NavigationRequest;
  'task.changed': { taskId: number; status: number };
  notification: { severity: 'error' | 'warning' | 'info' | 'success'; message: string };
  'session.ended': Record<string, never>;
  /** The user's grants changed on the server (X-Grants of an answer differs): the sidebar is rebuilt. */
  'grants.changed': Record<string, never>;
}

export interface EventBus {
  emit<K extends keyof EventMap>(type: K, payload: EventMap[K]): void;
  on<K extends keyof EventMap>(type: K): Observable<EventMap[K]>;
}

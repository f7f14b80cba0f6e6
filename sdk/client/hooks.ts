import { createContext, useContext, useEffect, useMemo } from 'react';
import type { DependencyContainer, InjectionToken } from 'tsyringe';
import { TOKENS } from './tokens';
import type { EventMap } from './events';
import { apiOf, type Api } from './http';
import { catalogueEntry } from '../shared/modules';

/** The container of the plugin whose screen is rendering (a child of core's). */
export const ContainerContext = createContext<DependencyContainer | null>(null);

export function useService<T>(token: InjectionToken<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService outside the workspace');
  return container.resolve(token);
}

export const useHttp = () => useService(TOKENS.http);

/** Typed calls of route contracts through the workspace's HTTP client. */
export function useApi(): Api {
  const http = useHttp();
  return useMemo(() => apiOf(http), [http]);
}

const noTitles = () => undefined;
/** Module titles by id (ref), where the workspace provides them. */
export function useModuleTitles(): (ref: number) => string | undefined {
  const container = useContext(ContainerContext);
  return container?.isRegistered(TOKENS.moduleTitles, true) ? container.resolve(TOKENS.moduleTitles) : noTitles;
}
/** The name people read for a ref: its module's title as the workspace knows it, else the catalogue's, else 'Record'. */
export function useRefTitle(): (ref: number) => string {
  const moduleTitle = useModuleTitles();
  return (ref) => moduleTitle(ref) ?? catalogueEntry(ref)?.title ?? 'Record';
}
export const useEvents = () => useService(TOKENS.events);
export const useNavigation = () => useService(TOKENS.navigation);

/** Subscribes to one event type for the life of the component. */
export function useEvent<K extends keyof EventMap>(type: K, handler: (payload: EventMap[K]) => void): void {
  const events = useEvents();
  useEffect(() => {
    const sub = events.on(type).subscribe(handler);
    return () => sub.unsubscribe();
  }, [events, type, handler]);
}

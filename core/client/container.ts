import { container, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import { TOKENS } from '../../sdk/client/tokens';
import { RxEventBus } from './events/event-bus';
import { createHttpClient } from './http/http-client';

/**
 * Core's services, one instance each for the whole client (instanceCachingFactory: a child container
 * resolves the root's instance, so a screen's HTTP errors reach the shell's toast and logout).
 * Each plugin gets a child container so it can register its own services without touching these.
 */
container.register(TOKENS.events, { useFactory: instanceCachingFactory(() => new RxEventBus()) });
container.register(TOKENS.http, { useFactory: instanceCachingFactory((c) => createHttpClient(c.resolve(TOKENS.events))) });

export const rootContainer: DependencyContainer = container;

const pluginContainers = new Map<string, DependencyContainer>();
export function pluginContainer(plugin: string): DependencyContainer {
  let c = pluginContainers.get(plugin);
  if (!c) pluginContainers.set(plugin, (c = rootContainer.createChildContainer()));
  return c;
}

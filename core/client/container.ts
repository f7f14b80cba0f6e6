import { container, instancePerContainerCachingFactory, type DependencyContainer } from 'tsyringe';
import { TOKENS } from '../../sdk/client/tokens';
import { RxEventBus } from './events/event-bus';
import { createHttpClient } from './http/http-client';

/** Core's services; each plugin gets a child container so it can register its own without touching these. */
container.register(TOKENS.events, { useFactory: instancePerContainerCachingFactory(() => new RxEventBus()) });
container.register(TOKENS.http, { useFactory: instancePerContainerCachingFactory((c) => createHttpClient(c.resolve(TOKENS.events))) });

export const rootContainer: DependencyContainer = container;

const pluginContainers = new Map<string, DependencyContainer>();
export function pluginContainer(plugin: string): DependencyContainer {
  let c = pluginContainers.get(plugin);
  if (!c) pluginContainers.set(plugin, (c = rootContainer.createChildContainer()));
  return c;
}

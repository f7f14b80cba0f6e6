import 'reflect-metadata';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { CommandDef, CommandContext, PermissionTreeEntry } from '../../sdk/shared';
import { CommandScopeContext, matchesBinding, type CommandScope, type ScreenCommandState } from '../../sdk/client/commands';
import { container as rootContainer, type InjectionToken } from 'tsyringe';
import type { EventBus } from '../../sdk/client/events';
import { ContainerContext } from '../../sdk/client/hooks';
import type { HttpClient } from '../../sdk/client/http';
import type { Navigation } from '../../sdk/client/navigation';
import { TOKENS, type CourseConfigs } from '../../sdk/client/tokens';

/** The workspace's event bus and HTTP client (over the global fetch, which tests stub), for component tests. */
export { RxEventBus } from '../../core/client/events/event-bus';
export { createHttpClient } from '../../core/client/http/http-client';

export interface TestServices {
  http?: Partial<HttpClient>;
  events?: EventBus;
  navigation?: Navigation;
  courseConfigs?: CourseConfigs;
  permissionTree?: () => PermissionTreeEntry[];
  moduleTitles?: (ref: number) => string | undefined;
}

/**
 * A tab's command scope, as the workspace gives one: the screen's commands (useCommands) and their
 * key bindings, with the when-clauses reading recordOpen from the screen.
 */
function TestCommandScope({ children }: { children: ReactNode }) {
  const parts = useMemo(() => new Map<object, { commands: CommandDef[]; state: ScreenCommandState }>(), []);
  const scope = useMemo((): CommandScope => ({ set: (o, commands, state) => parts.set(o, { commands, state }), remove: (o) => parts.delete(o) }), [parts]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const all = [...parts.values()];
      const ctx: CommandContext = { courseId: 0, moduleId: null, recordOpen: all.some((p) => p.state.recordOpen), dirty: false, navigate: () => undefined };
      const hit = all.flatMap((p) => p.commands).find((c) => c.keys && matchesBinding(c.keys, e) && (c.when?.(ctx) ?? true));
      if (!hit) return;
      e.preventDefault();
      void hit.run(ctx);
    };
    document.documentElement.addEventListener('keydown', onKey);
    return () => document.documentElement.removeEventListener('keydown', onKey);
  }, [parts]);
  return <CommandScopeContext.Provider value={scope}>{children}</CommandScopeContext.Provider>;
}

/**
 * Test-only (never exported from index.ts): renders ui as a plugin screen renders in the
 * workspace, inside <MantineProvider env="test"> and a ContainerContext holding a child of the
 * root container where each given service (a fake; http may be partial) is registered under its
 * TOKENS name; those not given are not registered; the screen's commands' key bindings work. Answers render's result plus that container,
 * with rerender keeping the same wrapper. Extra providers (UnsavedChangesContext...) go in ui.
 */
export function renderWithServices(ui: ReactNode, services: TestServices = {}) {
  const container = rootContainer.createChildContainer();
  for (const [name, service] of Object.entries(services)) {
    if (service) container.register(TOKENS[name as keyof TestServices] as InjectionToken<unknown>, { useValue: service });
  }
  const wrap = (node: ReactNode) => (
    <MantineProvider env="test">
      <ContainerContext.Provider value={container}><TestCommandScope>{node}</TestCommandScope></ContainerContext.Provider>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  return { ...result, container, rerender: (node: ReactNode) => result.rerender(wrap(node)) };
}

/** Test-only: a fake HttpClient's read over its fake get (undefined answers as a 404 refusal). */
export function readVia(get: HttpClient['get']): HttpClient['read'] {
  return async <T,>(path: string, params?: Parameters<HttpClient['get']>[1], signal?: AbortSignal) => {
    const data = await get<T>(path, params, signal);
    return data === undefined ? { ok: false as const, status: 404, error: 'Not found' } : { ok: true as const, data };
  };
}

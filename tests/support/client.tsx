import 'reflect-metadata';
import { vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { CommandDef, CommandContext, PermissionTreeEntry } from '../../sdk/shared';
import { CommandScopeContext, matchesBinding, type CommandScope, type ScreenCommandState } from '../../sdk/client/commands';
import { container as rootContainer, type InjectionToken } from 'tsyringe';
import type { EventBus } from '../../sdk/client/events';
import { ContainerContext } from '../../sdk/client/hooks';
import type { HttpClient, Params, WriteOutcome } from '../../sdk/client/http';
import type { Navigation } from '../../sdk/client/navigation';
import { TOKENS, type CourseConfigs } from '../../sdk/client/tokens';

/** The workspace's event bus and HTTP client (over the global fetch, which tests stub), for component tests. */
export { RxEventBus } from '../../core/client/events/event-bus';
export { createHttpClient } from '../../core/client/http/http-client';

export interface TestServices {
  http?: HttpClient;
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
 * root container where each given service (a fake: fakeHttp for http) is registered under its
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
      <ContainerContext.Provider value={container}>
        <TestCommandScope>{node}</TestCommandScope>
      </ContainerContext.Provider>
    </MantineProvider>
  );
  const result = render(wrap(ui));
  return { ...result, container, rerender: (node: ReactNode) => result.rerender(wrap(node)) };
}

// Fakes answer whatever the call under test expects.
type Answer = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Outcome = WriteOutcome<Answer>;

/** What a fakeHttp answers: a function per method the screen calls. */
export interface FakeHttpHandlers {
  get?(path: string, params?: Params, signal?: AbortSignal): Answer;
  read?(path: string, params?: Params, signal?: AbortSignal): Outcome | Promise<Outcome>;
  post?(path: string, body?: Answer): Outcome | Promise<Outcome>;
  put?(path: string, body?: Answer): Outcome | Promise<Outcome>;
  delete?(path: string, body?: Answer): Outcome | Promise<Outcome>;
  upload?(path: string, form: FormData): Outcome | Promise<Outcome>;
}

/**
 * A partial fake HttpClient for component tests: give only the methods the screen calls, each a
 * plain function of the path (and params or body); the others fail as a server would (404). Every
 * method is a vi.fn, so calls can be asserted. GETs are answered by get (the data; undefined is a
 * 404) or, for a test of a refused read, by read (the outcome): the other follows it, as the real
 * client's get answers read's data, or undefined when it failed.
 */
export function fakeHttp(handlers: FakeHttpHandlers) {
  const notFound: Outcome = { ok: false, status: 404, error: 'Not found' };
  const refused = async () => notFound;
  const outcomeOf = (data: Answer): Outcome => (data === undefined ? notFound : { ok: true, data });
  const read = vi.fn(
    async (path: string, params?: Params, signal?: AbortSignal): Promise<Outcome> =>
      handlers.read ? handlers.read(path, params, signal) : outcomeOf(await get(path, params, signal)),
  );
  const get = vi.fn(async (path: string, params?: Params, signal?: AbortSignal): Promise<Answer> => {
    if (handlers.get) return handlers.get(path, params, signal);
    if (!handlers.read) return undefined;
    const outcome = await read(path, params, signal);
    return outcome.ok ? outcome.data : undefined;
  });
  const fake = {
    get,
    read,
    post: vi.fn(async (path: string, body?: unknown) => (handlers.post ? handlers.post(path, body) : refused())),
    put: vi.fn(async (path: string, body?: unknown) => (handlers.put ? handlers.put(path, body) : refused())),
    delete: vi.fn(async (path: string, body?: unknown) => (handlers.delete ? handlers.delete(path, body) : refused())),
    upload: vi.fn(async (path: string, form: FormData) => (handlers.upload ? handlers.upload(path, form) : refused())),
  };
  // The mocks answer any type the caller asks for, as the real client's generic methods do.
  return fake as typeof fake & HttpClient;
}

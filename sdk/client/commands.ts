import { getHotkeyHandler } from '@mantine/hooks';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { CommandDef } from '../shared';

/** What a screen tells its tab about itself for the when-clauses (CommandContext). */
export interface ScreenCommandState {
  recordOpen?: boolean;
}

/**
 * One useCommands call. Owners are numbered as they first render: a screen renders before the
 * parts it holds (whose effects, and so their registrations, run first), so ordering by `order`
 * lists the screen's own commands before its grid's.
 */
export interface CommandOwner {
  readonly order: number;
}
let owners = 0;

/**
 * Where a screen's commands go while it is mounted: the workspace provides one per tab; the
 * palette lists the focused tab's commands first, in their owners' order, and their key bindings
 * work while it has focus.
 */
export interface CommandScope {
  set(owner: CommandOwner, commands: CommandDef[], state: ScreenCommandState): void;
  remove(owner: CommandOwner): void;
}

export const CommandScopeContext = createContext<CommandScope | null>(null);

/**
 * Contributes the calling screen's commands (New, Save, 'Run all checks'…) for as long as it is
 * mounted. The latest `run` and `when` are always the ones called, so the list may be written
 * inline; it is registered again only when its ids, titles or bindings change, or `state` does.
 */
export function useCommands(commands: CommandDef[], state: ScreenCommandState = {}): void {
  const scope = useContext(CommandScopeContext);
  const ownerRef = useRef<CommandOwner>(undefined);
  ownerRef.current ??= { order: owners++ };
  const owner = ownerRef.current;
  const latest = useRef(commands);
  latest.current = commands;
  const signature = commands.map((c) => `${c.id}|${c.category}|${c.title}|${c.keys ?? ''}`).join('\n');
  useEffect(() => {
    if (!scope) return;
    const byId = (id: string) => latest.current.find((c) => c.id === id);
    scope.set(
      owner,
      latest.current.map((c) => ({
        ...c,
        when: (ctx) => byId(c.id)?.when?.(ctx) ?? true,
        run: (ctx) => byId(c.id)?.run(ctx),
      })),
      state,
    );
  }, [scope, owner, signature, state.recordOpen]);
  useEffect(() => () => scope?.remove(owner), [scope, owner]);
}

/** An input, a text area, a select or rich text: where plain keys type. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl, Alt or Meta (mod) chords are safe from a text field, as in VS Code; plain keys and Shift+key are typing. */
const isChord = (keys: string) => /(^|\+)\s*(mod|ctrl|alt|meta)\s*\+/i.test(keys);

/**
 * Whether the key event is the binding `keys` (physical keys: Alt+W is Alt+W on a Russian layout
 * too) and may run from where it was pressed.
 */
export function matchesBinding(keys: string, event: KeyboardEvent): boolean {
  if (isTextField(event.target) && !isChord(keys)) return false;
  let hit = false;
  getHotkeyHandler([
    [
      keys,
      () => {
        hit = true;
      },
      { usePhysicalKeys: !!event.code, preventDefault: false },
    ],
  ])(event);
  return hit;
}

import type { LayoutConfig } from 'golden-layout';
import type { Api } from '../../../sdk/client/http';
import { DEFAULT_USER_SETTINGS, platformApi, userSettings, type UserSettings } from '../../../sdk/shared';
import { localLayoutStore, type LayoutStore } from '../workspace/layout-config';

/** A layout change is sent once the user has stopped moving panes for this long. */
export const LAYOUT_SAVE_DELAY_MS = 1000;

/**
 * The signed-in user's settings, kept on the server (GET/PUT me/settings) so that they follow the
 * user to another browser. A copy in local storage paints the first screen when the server cannot
 * be reached; the server's answer wins.
 */
export class SettingsStore {
  private value: UserSettings;
  private readonly listeners = new Set<() => void>();
  private layoutTimer?: ReturnType<typeof setTimeout>;
  private pendingLayout?: UserSettings['layout'];

  constructor(
    private readonly api: Api,
    private readonly login: string,
    private readonly storage: Storage = localStorage,
  ) {
    this.value = this.cached() ?? DEFAULT_USER_SETTINGS;
  }

  private get cacheKey() {
    return `cm_settings:${this.login}`;
  }

  /** A layout not yet sent (a reload within the save delay): sent at the next load. */
  private get unsentKey() {
    return `cm_settings_unsent_layout:${this.login}`;
  }

  private stored(key: string): unknown {
    try {
      return JSON.parse(this.storage.getItem(key) ?? 'undefined');
    } catch {
      return undefined;
    }
  }

  private cached(): UserSettings | undefined {
    const parsed = userSettings.safeParse(this.stored(this.cacheKey));
    return parsed.success ? parsed.data : undefined;
  }

  /** Reads the server's settings; answers whether it could (else the cached copy stays). */
  async load(): Promise<boolean> {
    // Read over the defaults; an answer that is no settings document leaves the cached copy.
    const loaded = userSettings.partial().safeParse(await this.api.load(platformApi.settings));
    if (loaded.success) this.set({ ...DEFAULT_USER_SETTINGS, ...loaded.data });
    const unsent = userSettings.shape.layout.safeParse(this.stored(this.unsentKey));
    if (unsent.success && unsent.data) {
      this.pendingLayout = unsent.data;
      this.set({ ...this.value, layout: unsent.data });
      this.flushLayout();
    }
    return loaded.success;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = () => this.value;

  private set(next: UserSettings): void {
    this.value = next;
    this.storage.setItem(this.cacheKey, JSON.stringify(next));
    this.listeners.forEach((l) => l());
  }

  /** One request per change; shown at once, and the server's answer kept. Answers the refusal's message, if any. */
  async change(patch: Partial<UserSettings>): Promise<string | undefined> {
    this.set({ ...this.value, ...patch });
    const answer = await this.api.call(platformApi.saveSettings, { body: patch });
    if (!answer.ok) return answer.error;
    // A layout still waiting to be sent is the newest one.
    this.set(this.pendingLayout === undefined ? answer.data : { ...answer.data, layout: this.pendingLayout });
    return undefined;
  }

  /** The workspace's arrangement: kept at once, sent when the moves stop (one request for a drag). */
  changeLayout(layout: UserSettings['layout']): void {
    // golden-layout reports a state change also when nothing it saves changed.
    if (JSON.stringify(layout) === JSON.stringify(this.pendingLayout ?? this.value.layout)) return;
    this.pendingLayout = layout;
    this.storage.setItem(this.unsentKey, JSON.stringify(layout));
    this.set({ ...this.value, layout });
    clearTimeout(this.layoutTimer);
    this.layoutTimer = setTimeout(() => this.flushLayout(), LAYOUT_SAVE_DELAY_MS);
  }

  /** Sends a layout still waiting (on leaving the page). */
  flushLayout(): void {
    clearTimeout(this.layoutTimer);
    const layout = this.pendingLayout;
    if (layout === undefined) return;
    this.pendingLayout = undefined;
    void this.api.call(platformApi.saveSettings, { body: { layout } }).then((answer) => {
      if (answer.ok && this.pendingLayout === undefined) this.storage.removeItem(this.unsentKey);
    });
  }
}

/**
 * The workspace's arrangement in the user's settings (so it follows them to another browser). An
 * arrangement this browser kept before the layout moved to the server (`cm_layout:<login>`) is
 * taken over once: shown, sent to the server and removed from the browser.
 */
export function serverLayoutStore(settings: SettingsStore, login: string, storage: Storage = localStorage): LayoutStore {
  const legacyKey = `cm_layout:${login}`;
  return {
    read: () => {
      const legacy = localLayoutStore(legacyKey, storage).read();
      if (!legacy) return (settings.get().layout as LayoutConfig | null) ?? undefined;
      storage.removeItem(legacyKey);
      settings.changeLayout({ ...legacy });
      return legacy;
    },
    write: (config) => settings.changeLayout({ ...config }),
  };
}

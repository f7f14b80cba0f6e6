import { z } from 'zod';
import { UI_LANGUAGES } from './i18n';

/** A key binding as the palette reads it: modifiers then one key ('alt+shift+W', 'mod+K', 'ctrl+/'); '' unbinds. */
export const keyChord = z
  .string()
  .max(60)
  .regex(/^$|^((mod|ctrl|alt|shift|meta)\+)*[^+\s]{1,20}$/i, 'Expected a key chord such as alt+shift+W');

const LAYOUT_MAX_CHARS = 200_000;

/** A user's own settings, kept on the server and following them from browser to browser. */
export const userSettings = z.object({
  /** The workspace's golden-layout arrangement (LayoutConfig), null before the first one. */
  layout: z
    .record(z.string(), z.unknown())
    .nullable()
    .refine((l) => l === null || JSON.stringify(l).length <= LAYOUT_MAX_CHARS, `At most ${LAYOUT_MAX_CHARS} characters`),
  /** Palette entries listed first and starred ('open:<course>:<module>', 'core:settings'…). */
  favourites: z.array(z.string().min(1).max(200)).max(200),
  /** Chords the user chose, per palette entry id; '' unbinds the entry. */
  keyBindings: z.record(z.string().min(1).max(200), keyChord).refine((k) => Object.keys(k).length <= 500, 'At most 500 bindings'),
  theme: z.enum(['light', 'dark', 'auto']),
  language: z.enum(UI_LANGUAGES),
  /** When the user last opened the notification centre: later finished tasks count as unread. */
  notificationsSeenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type UserSettings = z.output<typeof userSettings>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  layout: null,
  favourites: [],
  keyBindings: {},
  theme: 'light',
  language: 'en',
  notificationsSeenAt: null,
};

/** A change: only the fields sent are replaced. */
export const userSettingsChange = userSettings.partial().strict();

/** A task the user queued that has ended, as the notification centre lists it. */
export const finishedTask = z.object({
  id: z.number(),
  queue: z.string(),
  /** DONE 2, DEAD_LETTER 4 (failed for good) or CANCELLED 5. */
  status: z.number(),
  lastError: z.string().nullable(),
  finishedAt: z.string(),
  /** The screen of what it worked on, when the task names a record: (module, course). */
  ref: z.number().nullable(),
  courseId: z.number().nullable(),
  entityId: z.number().nullable(),
});
export type FinishedTask = z.output<typeof finishedTask>;

/** What the signed-in user's event stream (GET me/events) sends: 'task', a task they queued ended (its id and status). */
export interface UserEvent {
  type: 'task';
  taskId: number;
  status: number;
}

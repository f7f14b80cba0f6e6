import type { UiLanguage } from '../../../sdk/shared';

/** Each interface language by its own name, as a speaker looks for it in any language. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', es: 'Español', fr: 'Français' };

import { defineMessages } from '../../sdk/shared';

/** The config plugin's UI strings (its i18n namespace, 'config'). */
export const messages = defineMessages({
  en: {
    empty: 'No global configuration options yet.',
  },
  es: {
    empty: 'Aún no hay opciones de configuración global.',
  },
  fr: {
    empty: "Aucune option de configuration globale pour l'instant.",
  },
});

/** The seven languages, their dialects and one or more demo courses each. Ids are fixed: courses refer to them. */
export const LANGUAGES = [
  {
    id: 1,
    code: 'en',
    name: 'English',
    translationStyle: 'Plain, friendly, second person.',
    terminologyStyle: 'US spelling unless the dialect says otherwise.',
  },
  { id: 2, code: 'es', name: 'Spanish', translationStyle: 'Natural, tú form.', terminologyStyle: 'Neutral Latin-American terms where both exist.' },
  { id: 3, code: 'fr', name: 'French', translationStyle: 'Natural, tu form.', terminologyStyle: 'Metropolitan French terms.' },
  { id: 4, code: 'de', name: 'German', translationStyle: 'Natural, du form.', terminologyStyle: 'Standard High German.' },
  { id: 5, code: 'it', name: 'Italian', translationStyle: 'Natural, tu form.', terminologyStyle: 'Standard Italian.' },
  { id: 6, code: 'ru', name: 'Russian', translationStyle: 'Natural, ты form.', terminologyStyle: 'Standard Russian.' },
  { id: 7, code: 'zh', name: 'Chinese', translationStyle: 'Natural Mandarin.', terminologyStyle: 'Mainland terms in simplified script.' },
];

export const DIALECTS = [
  { id: 1, languageId: 1, code: 'en-GB', name: 'British English' },
  { id: 2, languageId: 2, code: 'es-ES', name: 'Spanish (Spain)' },
  { id: 3, languageId: 1, code: 'en-US', name: 'American English' },
  { id: 4, languageId: 2, code: 'es-MX', name: 'Spanish (Mexico)' },
  { id: 5, languageId: 3, code: 'fr-FR', name: 'French (France)' },
  { id: 6, languageId: 3, code: 'fr-CA', name: 'French (Canada)' },
  { id: 7, languageId: 4, code: 'de-DE', name: 'German (Germany)' },
  { id: 8, languageId: 5, code: 'it-IT', name: 'Italian (Italy)' },
  { id: 9, languageId: 6, code: 'ru-RU', name: 'Russian (Russia)' },
  { id: 10, languageId: 7, code: 'zh-CN', name: 'Mandarin (Simplified)' },
  { id: 11, languageId: 7, code: 'zh-TW', name: 'Mandarin (Traditional)' },
];

/** targets: dialects the course teaches; sources: dialects its texts are translated into. First of each is the default. */
export const COURSES = [
  { id: 1, languageId: 2, code: 'ES-EN', name: 'Spanish for English speakers', targets: [2, 4], sources: [3, 1] },
  { id: 2, languageId: 2, code: 'ES-FR', name: 'Spanish for French speakers', targets: [2], sources: [5] },
  { id: 3, languageId: 1, code: 'EN-ES', name: 'English for Spanish speakers', targets: [3, 1], sources: [2, 4] },
  { id: 4, languageId: 3, code: 'FR-EN', name: 'French for English speakers', targets: [5, 6], sources: [3] },
  { id: 5, languageId: 4, code: 'DE-EN', name: 'German for English speakers', targets: [7], sources: [3, 1] },
  { id: 6, languageId: 5, code: 'IT-EN', name: 'Italian for English speakers', targets: [8], sources: [3] },
  { id: 7, languageId: 6, code: 'RU-EN', name: 'Russian for English speakers', targets: [9], sources: [3] },
  { id: 8, languageId: 7, code: 'ZH-EN', name: 'Chinese for English speakers', targets: [10, 11], sources: [3] },
];

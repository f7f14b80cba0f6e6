import { defineMessages } from '../../sdk/shared';

/** The glossaries plugin's UI strings (its i18n namespace, 'glossaries'). */
export const messages = defineMessages({
  en: {
    grids: {
      glossaries: {
        flag: 'Flag',
        title: 'Title',
        forms: 'Forms',
      },
    },
    commands: {
      'open-in-course': {
        category: 'Glossaries',
        title: "Open this course's glossary",
      },
    },
    form: {
      title: 'Title',
      flag: 'Flag',
      forms: 'Forms (one per line, no comma allowed)',
      tooltips: 'Tooltips',
    },
  },
  es: {
    grids: {
      glossaries: {
        flag: 'Marca',
        title: 'Título',
        forms: 'Formas',
      },
    },
    commands: {
      'open-in-course': {
        category: 'Glosarios',
        title: 'Abrir el glosario de este curso',
      },
    },
    form: {
      title: 'Título',
      flag: 'Marca',
      forms: 'Formas (una por línea, sin comas)',
      tooltips: 'Descripciones emergentes',
    },
  },
  fr: {
    grids: {
      glossaries: {
        flag: 'Marqueur',
        title: 'Titre',
        forms: 'Formes',
      },
    },
    commands: {
      'open-in-course': {
        category: 'Glossaires',
        title: 'Ouvrir le glossaire de ce cours',
      },
    },
    form: {
      title: 'Titre',
      flag: 'Marqueur',
      forms: 'Formes (une par ligne, sans virgule)',
      tooltips: 'Info-bulles',
    },
  },
});

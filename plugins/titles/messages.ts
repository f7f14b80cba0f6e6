import { defineMessages } from '../../sdk/shared';

/** The titles plugin's UI strings (its i18n namespace, 'titles'). */
export const messages = defineMessages({
  en: {
    grids: {
      titles: {
        id: 'Id',
        position: 'Lesson',
        title: 'Title',
      },
    },
    kinds: {
      lessons: {
        title: 'Lesson Titles',
        save: 'Save lesson titles',
        choose: 'Choose a lesson.',
        record: 'Lesson #{{id}}',
      },
      panels: {
        title: 'Panel Titles',
        save: 'Save panel titles',
        choose: 'Choose a panel.',
        record: 'Panel #{{id}}',
      },
    },
    search: 'Search',
    loading: 'Loading…',
    titles: 'Titles',
    sourceTitles: 'Source titles',
    save: 'Save',
    saved: 'Saved',
  },
  es: {
    grids: {
      titles: {
        id: 'Id',
        position: 'Lección',
        title: 'Título',
      },
    },
    kinds: {
      lessons: {
        title: 'Títulos de lección',
        save: 'Guardar los títulos de la lección',
        choose: 'Elige una lección.',
        record: 'Lección n.º {{id}}',
      },
      panels: {
        title: 'Títulos de panel',
        save: 'Guardar los títulos del panel',
        choose: 'Elige un panel.',
        record: 'Panel n.º {{id}}',
      },
    },
    search: 'Buscar',
    loading: 'Cargando…',
    titles: 'Títulos',
    sourceTitles: 'Títulos de origen',
    save: 'Guardar',
    saved: 'Guardado',
  },
  fr: {
    grids: {
      titles: {
        id: 'Id',
        position: 'Leçon',
        title: 'Titre',
      },
    },
    kinds: {
      lessons: {
        title: 'Titres de leçon',
        save: 'Enregistrer les titres de la leçon',
        choose: 'Choisissez une leçon.',
        record: 'Leçon nº {{id}}',
      },
      panels: {
        title: 'Titres de panneau',
        save: 'Enregistrer les titres du panneau',
        choose: 'Choisissez un panneau.',
        record: 'Panneau nº {{id}}',
      },
    },
    search: 'Rechercher',
    loading: 'Chargement…',
    titles: 'Titres',
    sourceTitles: 'Titres source',
    save: 'Enregistrer',
    saved: 'Enregistré',
  },
});

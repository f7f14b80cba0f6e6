import { defineMessages } from '../../sdk/shared';

/** The klines plugin's UI strings (its i18n namespace, 'klines'). */
export const messages = defineMessages({
  en: {
    grids: {
      klines: {
        id: 'Id',
        title: 'Title',
        panelIntroId: 'Panel intro',
      },
    },
    form: {
      title: 'Title',
      panelIntro: 'Panel intro',
      introNumber: 'Panel intro #{{id}}',
      none: 'None',
      noIntros: 'No panel intros in this course yet',
      sources: 'Sources',
    },
  },
  es: {
    grids: {
      klines: {
        id: 'Id',
        title: 'Título',
        panelIntroId: 'Introducción del panel',
      },
    },
    form: {
      title: 'Título',
      panelIntro: 'Introducción del panel',
      introNumber: 'Introducción del panel n.º {{id}}',
      none: 'Ninguna',
      noIntros: 'Este curso aún no tiene introducciones de panel',
      sources: 'Fuentes',
    },
  },
  fr: {
    grids: {
      klines: {
        id: 'Id',
        title: 'Titre',
        panelIntroId: 'Intro du panneau',
      },
    },
    form: {
      title: 'Titre',
      panelIntro: 'Intro du panneau',
      introNumber: 'Intro du panneau nº {{id}}',
      none: 'Aucune',
      noIntros: "Ce cours n'a pas encore d'intro de panneau",
      sources: 'Sources',
    },
  },
});

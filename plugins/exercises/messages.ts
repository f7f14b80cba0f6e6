import { defineMessages } from '../../sdk/shared';

/** The exercises plugin's UI strings (its i18n namespace, 'exercises'). */
export const messages = defineMessages({
  en: {
    grids: {
      exercises: {
        flag: 'Flag',
        id: 'Id',
        positions: 'Positions',
        target: 'Text',
        error: 'Error',
      },
    },
    check: {
      what: 'exercises',
      category: 'Exercises',
    },
    form: {
      check: 'Check',
      flag: 'Flag',
      positions: 'Positions',
      feedbackVersion: 'Feedback version',
      state: 'State',
      feedback: 'Feedback',
      ratingsVersion_one: '{{count}} rating, version {{version}}',
      ratingsVersion_other: '{{count}} ratings, version {{version}}',
      ratings_one: '{{count}} rating',
      ratings_other: '{{count}} ratings',
      text: 'Text',
      heading: 'Heading',
      noHeading: 'No heading',
      headingNumber: 'Heading #{{id}}',
    },
  },
  es: {
    grids: {
      exercises: {
        flag: 'Marca',
        id: 'Id',
        positions: 'Posiciones',
        target: 'Texto',
        error: 'Error',
      },
    },
    check: {
      what: 'ejercicios',
      category: 'Ejercicios',
    },
    form: {
      check: 'Comprobación',
      flag: 'Marca',
      positions: 'Posiciones',
      feedbackVersion: 'Versión de valoraciones',
      state: 'Estado',
      feedback: 'Valoraciones',
      ratingsVersion_one: '{{count}} valoración, versión {{version}}',
      ratingsVersion_other: '{{count}} valoraciones, versión {{version}}',
      ratings_one: '{{count}} valoración',
      ratings_other: '{{count}} valoraciones',
      text: 'Texto',
      heading: 'Encabezado',
      noHeading: 'Sin encabezado',
      headingNumber: 'Encabezado n.º {{id}}',
    },
  },
  fr: {
    grids: {
      exercises: {
        flag: 'Marqueur',
        id: 'Id',
        positions: 'Positions',
        target: 'Texte',
        error: 'Erreur',
      },
    },
    check: {
      what: 'exercices',
      category: 'Exercices',
    },
    form: {
      check: 'Vérification',
      flag: 'Marqueur',
      positions: 'Positions',
      feedbackVersion: 'Version des avis',
      state: 'État',
      feedback: 'Avis',
      ratingsVersion_one: '{{count}} note, version {{version}}',
      ratingsVersion_other: '{{count}} notes, version {{version}}',
      ratings_one: '{{count}} note',
      ratings_other: '{{count}} notes',
      text: 'Texte',
      heading: 'Intertitre',
      noHeading: 'Sans intertitre',
      headingNumber: 'Intertitre nº {{id}}',
    },
  },
});

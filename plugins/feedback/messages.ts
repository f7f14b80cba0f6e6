import { defineMessages } from '../../sdk/shared';

/** The feedback plugin's UI strings (its i18n namespace, 'feedback'). */
export const messages = defineMessages({
  en: {
    category: 'Lesson Feedback',
    palette: {
      load: 'Load the feedback report',
    },
    from: 'From Lesson',
    to: 'To Lesson',
    load: 'Load',
    trackingOnly: 'Show only Tracking',
    cycleRate: 'Show Cycle Rate',
    empty: 'No lessons in this range.',
    lesson: 'Lesson {{position}}',
    lessonTitled: 'Lesson {{position}}: {{title}}',
    cycle: 'Cycle {{letter}}',
    tracked: 'Tracked',
    badges: {
      none: 'no feedback',
      ratings_one: '{{count}} rating',
      ratings_other: '{{count}} ratings',
    },
  },
  es: {
    category: 'Valoraciones de las lecciones',
    palette: {
      load: 'Cargar el informe de valoraciones',
    },
    from: 'Desde la lección',
    to: 'Hasta la lección',
    load: 'Cargar',
    trackingOnly: 'Mostrar solo el seguimiento',
    cycleRate: 'Mostrar la valoración del ciclo',
    empty: 'No hay lecciones en este intervalo.',
    lesson: 'Lección {{position}}',
    lessonTitled: 'Lección {{position}}: {{title}}',
    cycle: 'Ciclo {{letter}}',
    tracked: 'Con seguimiento',
    badges: {
      none: 'sin valoraciones',
      ratings_one: '{{count}} valoración',
      ratings_other: '{{count}} valoraciones',
    },
  },
  fr: {
    category: 'Avis sur les leçons',
    palette: {
      load: "Charger le rapport d'avis",
    },
    from: 'De la leçon',
    to: "Jusqu'à la leçon",
    load: 'Charger',
    trackingOnly: 'Afficher seulement le suivi',
    cycleRate: 'Afficher la note du cycle',
    empty: 'Aucune leçon dans cette plage.',
    lesson: 'Leçon {{position}}',
    lessonTitled: 'Leçon {{position}} : {{title}}',
    cycle: 'Cycle {{letter}}',
    tracked: 'Suivi',
    badges: {
      none: "pas d'avis",
      ratings_one: '{{count}} note',
      ratings_other: '{{count}} notes',
    },
  },
});

import { defineMessages } from '../../sdk/shared';

/** The headings plugin's UI strings (its i18n namespace, 'headings'). */
export const messages = defineMessages({
  en: {
    grids: {
      headings: {
        id: 'Id',
        title: 'Title',
      },
    },
    required: 'Required',
    form: {
      edit: 'Edit',
      uses: 'Uses',
      title: 'Title',
      translations: 'Translations',
    },
    uses: {
      saveFirst: 'Save the heading to see where it is used.',
      load: 'Load',
      loadHint: 'Load to count where this heading is used.',
      loadFailed: 'The uses could not be loaded.',
      table: 'Heading uses',
      openInCourse: 'Open in course',
      count: '{{kind}}: {{count}}',
      kinds: {
        segments: 'Segments',
        readings: 'Reading exercises',
        trainers: 'Trainer segments',
        exercises: 'Exercises',
        dialogs: 'Dialogs',
      },
    },
  },
  es: {
    grids: {
      headings: {
        id: 'Id',
        title: 'Título',
      },
    },
    required: 'Obligatorio',
    form: {
      edit: 'Editar',
      uses: 'Usos',
      title: 'Título',
      translations: 'Traducciones',
    },
    uses: {
      saveFirst: 'Guarda el encabezado para ver dónde se usa.',
      load: 'Cargar',
      loadHint: 'Carga para contar dónde se usa este encabezado.',
      loadFailed: 'No se pudieron cargar los usos.',
      table: 'Usos del encabezado',
      openInCourse: 'Abrir en el curso',
      count: '{{kind}}: {{count}}',
      kinds: {
        segments: 'Segmentos',
        readings: 'Ejercicios de lectura',
        trainers: 'Segmentos de entrenador',
        exercises: 'Ejercicios',
        dialogs: 'Diálogos',
      },
    },
  },
  fr: {
    grids: {
      headings: {
        id: 'Id',
        title: 'Titre',
      },
    },
    required: 'Obligatoire',
    form: {
      edit: 'Modifier',
      uses: 'Utilisations',
      title: 'Titre',
      translations: 'Traductions',
    },
    uses: {
      saveFirst: "Enregistrez l'en-tête pour voir où il est utilisé.",
      load: 'Charger',
      loadHint: 'Chargez pour compter où cet en-tête est utilisé.',
      loadFailed: "Les utilisations n'ont pas pu être chargées.",
      table: "Utilisations de l'en-tête",
      openInCourse: 'Ouvrir dans le cours',
      count: '{{kind}} : {{count}}',
      kinds: {
        segments: 'Segments',
        readings: 'Exercices de lecture',
        trainers: "Segments d'entraîneur",
        exercises: 'Exercices',
        dialogs: 'Dialogues',
      },
    },
  },
});

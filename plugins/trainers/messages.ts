import { defineMessages } from '../../sdk/shared';

/** The trainers plugin's UI strings (its i18n namespace, 'trainers'). */
export const messages = defineMessages({
  en: {
    grids: {
      trainers: {
        flag: 'Flag',
        aiReview: 'AI',
        title: 'Title',
        segments: 'Segments',
        error: 'Error',
      },
    },
    category: 'Trainers',
    check: {
      command: 'Check trainers',
      run: 'Check',
      none: 'No errors',
    },
    form: {
      edit: 'Edit',
      title: 'Title',
      flag: 'Flag',
      lesson: 'Lesson',
      lessonNumber: 'Lesson {{n}}',
      titleTranslations: 'Title translations',
    },
    segments: {
      title: 'Segments',
      list: 'segments',
      numbered: 'Segment {{n}}',
      add: 'Add segment',
      untitled: '(untitled)',
      error: 'Error: {{error}}',
      ai: 'AI',
      workState: 'Work state',
    },
    segment: {
      title: 'Segment title',
      exerciseType: 'Exercise type',
      segment: 'Segment',
      delete: 'Delete segment',
      save: 'Save segment',
    },
  },
  es: {
    grids: {
      trainers: {
        flag: 'Marca',
        aiReview: 'IA',
        title: 'Título',
        segments: 'Segmentos',
        error: 'Error',
      },
    },
    category: 'Entrenadores',
    check: {
      command: 'Comprobar los entrenadores',
      run: 'Comprobar',
      none: 'Sin errores',
    },
    form: {
      edit: 'Editar',
      title: 'Título',
      flag: 'Marca',
      lesson: 'Lección',
      lessonNumber: 'Lección {{n}}',
      titleTranslations: 'Traducciones del título',
    },
    segments: {
      title: 'Segmentos',
      list: 'segmentos',
      numbered: 'Segmento {{n}}',
      add: 'Añadir segmento',
      untitled: '(sin título)',
      error: 'Error: {{error}}',
      ai: 'IA',
      workState: 'Estado de trabajo',
    },
    segment: {
      title: 'Título del segmento',
      exerciseType: 'Tipo de ejercicio',
      segment: 'Segmento',
      delete: 'Eliminar el segmento',
      save: 'Guardar el segmento',
    },
  },
  fr: {
    grids: {
      trainers: {
        flag: 'Marqueur',
        aiReview: 'IA',
        title: 'Titre',
        segments: 'Segments',
        error: 'Erreur',
      },
    },
    category: 'Entraîneurs',
    check: {
      command: 'Vérifier les entraîneurs',
      run: 'Vérifier',
      none: 'Aucune erreur',
    },
    form: {
      edit: 'Modifier',
      title: 'Titre',
      flag: 'Marqueur',
      lesson: 'Leçon',
      lessonNumber: 'Leçon {{n}}',
      titleTranslations: 'Traductions du titre',
    },
    segments: {
      title: 'Segments',
      list: 'segments',
      numbered: 'Segment {{n}}',
      add: 'Ajouter un segment',
      untitled: '(sans titre)',
      error: 'Erreur : {{error}}',
      ai: 'IA',
      workState: 'État du travail',
    },
    segment: {
      title: 'Titre du segment',
      exerciseType: "Type d'exercice",
      segment: 'Segment',
      delete: 'Supprimer le segment',
      save: 'Enregistrer le segment',
    },
  },
});

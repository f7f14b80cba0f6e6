import { defineMessages } from '../../sdk/shared';

/** The lesson-outline plugin's UI strings (its i18n namespace, 'lesson-outline'). */
export const messages = defineMessages({
  en: {
    category: 'Lesson Outline',
    palette: {
      load: 'Load the lesson range',
      edit: 'Switch drag-and-drop editing',
      wizard: 'Open the wizard',
    },
    loading: 'Loading…',
    bank: {
      none: 'No records',
    },
    range: {
      from: 'From',
      to: 'To',
      load: 'Load',
      empty: 'No lessons in this range',
    },
    edit: 'Edit',
    newLesson: 'New lesson',
    trash: 'Trash (lesson, cycle, activity)',
    wizard: {
      title: 'Wizard',
      from: 'From Lesson',
      to: 'To Lesson',
      action: 'Action',
      perPanel: 'Segments per Panel',
      perPanelRange: 'From 1 to 50',
      close: 'Close',
      run: 'Run',
    },
  },
  es: {
    category: 'Esquema de lecciones',
    palette: {
      load: 'Cargar el intervalo de lecciones',
      edit: 'Activar o desactivar la edición por arrastre',
      wizard: 'Abrir el asistente',
    },
    loading: 'Cargando…',
    bank: {
      none: 'No hay registros',
    },
    range: {
      from: 'Desde',
      to: 'Hasta',
      load: 'Cargar',
      empty: 'No hay lecciones en este intervalo',
    },
    edit: 'Editar',
    newLesson: 'Nueva lección',
    trash: 'Papelera (lección, ciclo, actividad)',
    wizard: {
      title: 'Asistente',
      from: 'Desde la lección',
      to: 'Hasta la lección',
      action: 'Acción',
      perPanel: 'Segmentos por panel',
      perPanelRange: 'De 1 a 50',
      close: 'Cerrar',
      run: 'Ejecutar',
    },
  },
  fr: {
    category: 'Plan des leçons',
    palette: {
      load: 'Charger la plage de leçons',
      edit: "Activer ou désactiver l'édition par glisser-déposer",
      wizard: "Ouvrir l'assistant",
    },
    loading: 'Chargement…',
    bank: {
      none: 'Aucune fiche',
    },
    range: {
      from: 'De',
      to: 'À',
      load: 'Charger',
      empty: 'Aucune leçon dans cette plage',
    },
    edit: 'Modifier',
    newLesson: 'Nouvelle leçon',
    trash: 'Corbeille (leçon, cycle, activité)',
    wizard: {
      title: 'Assistant',
      from: 'De la leçon',
      to: "Jusqu'à la leçon",
      action: 'Action',
      perPanel: 'Segments par panneau',
      perPanelRange: 'De 1 à 50',
      close: 'Fermer',
      run: 'Lancer',
    },
  },
});

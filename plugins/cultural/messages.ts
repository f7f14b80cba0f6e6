import { defineMessages } from '../../sdk/shared';

/** The cultural plugin's UI strings (its i18n namespace, 'cultural'). */
export const messages = defineMessages({
  en: {
    grids: {
      cultural: {
        id: 'Id',
        title: 'Title',
        target: 'Target',
        source: 'Source',
        wordClass: 'Class',
      },
    },
    required: 'Required',
    form: {
      title: 'Title',
      name: 'Name',
      gender: 'Gender',
      wordClass: 'Word class',
      definition: 'Definition',
      targets: 'Targets',
      sources: 'Sources',
    },
  },
  es: {
    grids: {
      cultural: {
        id: 'Id',
        title: 'Título',
        target: 'Destino',
        source: 'Origen',
        wordClass: 'Clase',
      },
    },
    required: 'Obligatorio',
    form: {
      title: 'Título',
      name: 'Nombre',
      gender: 'Género',
      wordClass: 'Clase de palabra',
      definition: 'Definición',
      targets: 'Destinos',
      sources: 'Orígenes',
    },
  },
  fr: {
    grids: {
      cultural: {
        id: 'Id',
        title: 'Titre',
        target: 'Cible',
        source: 'Source',
        wordClass: 'Classe',
      },
    },
    required: 'Obligatoire',
    form: {
      title: 'Titre',
      name: 'Nom',
      gender: 'Genre',
      wordClass: 'Classe de mots',
      definition: 'Définition',
      targets: 'Cibles',
      sources: 'Sources',
    },
  },
});

import { defineMessages } from '../../sdk/shared';

/** The tables plugin's UI strings (its i18n namespace, 'tables'). */
export const messages = defineMessages({
  en: {
    grids: {
      table: { id: 'Id', name: 'Name' },
      chart: { id: 'Id', name: 'Name' },
      tableLiterals: { id: 'Id', code: 'Code', tables: 'Tables', charts: 'Charts', source: 'Source' },
    },
    errors: {
      required: 'Required',
      tooLong: 'At most {{max}} characters',
      code: 'Use only letters (A-Z, a-z), digits, underscore (_), dot (.) and dash (-), without spaces',
    },
    nouns: {
      table: 'table',
      chart: 'chart',
      tables: 'tables',
      charts: 'charts',
    },
    chips: {
      none: 'No {{nouns}} linked.',
      remove: 'Remove {{noun}} {{name}}',
      add: 'Add {{noun}}',
    },
    literal: {
      code: 'Code',
      codeHelp: 'Letters, digits, underscore, dot and dash',
      tables: 'Tables',
      charts: 'Charts',
      templates: 'Conjugation templates',
      templatesHelp: 'Templates are linked to a literal from the Conjugation module.',
      none: 'None',
      sources: 'Sources',
    },
    named: {
      name: 'Name',
      usedBy_one: 'Used by literal {{literals}}; it cannot be deleted while they link to it.',
      usedBy_other: 'Used by literals {{literals}}; it cannot be deleted while they link to it.',
    },
    search: {
      table: 'Search Table',
      chart: 'Search Chart',
      placeholder: 'Search {{nouns}} by name',
      label: 'Search {{nouns}}',
      failed: 'The {{nouns}} could not be loaded (the Tables and Charts modules need their own permission).',
      empty: 'No {{nouns}} found.',
    },
  },
  es: {
    grids: {
      table: { id: 'Id', name: 'Nombre' },
      chart: { id: 'Id', name: 'Nombre' },
      tableLiterals: { id: 'Id', code: 'Código', tables: 'Tablas', charts: 'Gráficos', source: 'Origen' },
    },
    errors: {
      required: 'Obligatorio',
      tooLong: 'Como máximo {{max}} caracteres',
      code: 'Use solo letras (A-Z, a-z), dígitos, guion bajo (_), punto (.) y guion (-), sin espacios',
    },
    nouns: {
      table: 'tabla',
      chart: 'gráfico',
      tables: 'tablas',
      charts: 'gráficos',
    },
    chips: {
      none: 'Nada enlazado ({{nouns}}).',
      remove: 'Quitar {{noun}} {{name}}',
      add: 'Añadir {{noun}}',
    },
    literal: {
      code: 'Código',
      codeHelp: 'Letras, dígitos, guion bajo, punto y guion',
      tables: 'Tablas',
      charts: 'Gráficos',
      templates: 'Plantillas de conjugación',
      templatesHelp: 'Las plantillas se enlazan a un literal desde el módulo Conjugación.',
      none: 'Ninguna',
      sources: 'Orígenes',
    },
    named: {
      name: 'Nombre',
      usedBy_one: 'Lo usa el literal {{literals}}; no se puede eliminar mientras esté enlazado.',
      usedBy_other: 'Lo usan los literales {{literals}}; no se puede eliminar mientras estén enlazados.',
    },
    search: {
      table: 'Buscar tabla',
      chart: 'Buscar gráfico',
      placeholder: 'Buscar {{nouns}} por nombre',
      label: 'Buscar {{nouns}}',
      failed: 'No se pudieron cargar: {{nouns}} (los módulos Tablas y Gráficos necesitan su propio permiso).',
      empty: 'No se encontraron {{nouns}}.',
    },
  },
  fr: {
    grids: {
      table: { id: 'Id', name: 'Nom' },
      chart: { id: 'Id', name: 'Nom' },
      tableLiterals: { id: 'Id', code: 'Code', tables: 'Tableaux', charts: 'Graphiques', source: 'Source' },
    },
    errors: {
      required: 'Obligatoire',
      tooLong: '{{max}} caractères au maximum',
      code: 'Utilisez uniquement des lettres (A-Z, a-z), des chiffres, le tiret bas (_), le point (.) et le tiret (-), sans espaces',
    },
    nouns: {
      table: 'tableau',
      chart: 'graphique',
      tables: 'tableaux',
      charts: 'graphiques',
    },
    chips: {
      none: 'Aucun lien ({{nouns}}).',
      remove: 'Retirer {{noun}} {{name}}',
      add: 'Ajouter : {{noun}}',
    },
    literal: {
      code: 'Code',
      codeHelp: 'Lettres, chiffres, tiret bas, point et tiret',
      tables: 'Tableaux',
      charts: 'Graphiques',
      templates: 'Modèles de conjugaison',
      templatesHelp: 'Les modèles sont liés à un littéral depuis le module Conjugaison.',
      none: 'Aucun',
      sources: 'Sources',
    },
    named: {
      name: 'Nom',
      usedBy_one: 'Utilisé par le littéral {{literals}} ; il ne peut pas être supprimé tant qu’il y est lié.',
      usedBy_other: 'Utilisé par les littéraux {{literals}} ; il ne peut pas être supprimé tant qu’ils y sont liés.',
    },
    search: {
      table: 'Rechercher un tableau',
      chart: 'Rechercher un graphique',
      placeholder: 'Rechercher des {{nouns}} par nom',
      label: 'Rechercher des {{nouns}}',
      failed: 'Impossible de charger les {{nouns}} (les modules Tableaux et Graphiques demandent leur propre droit).',
      empty: 'Aucun résultat ({{nouns}}).',
    },
  },
});

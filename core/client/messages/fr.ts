import type { Translated } from '../../../sdk/shared';
import type { en } from './en';

export const fr: Translated<typeof en> = {
  app: {
    name: 'Back-office',
  },
  login: {
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  favourites: {
    title: 'Favoris',
    add: 'Ajouter aux favoris',
    remove: 'Retirer des favoris',
    removeOne: 'Retirer le favori',
    none: 'Aucun favori pour le moment',
  },
  sidebar: {
    expand: 'Déplier la barre latérale',
    collapse: 'Replier la barre latérale',
    modules: 'Modules',
  },
  session: {
    category: 'Session',
    logout: 'Se déconnecter',
  },
  pane: {
    failed: 'Ce module a échoué : {{message}}',
    underConstruction: 'En construction',
    missingData: 'Données du module manquantes',
  },
  tabs: {
    unvisited: 'pas encore consulté',
  },
  workspace: {
    empty: 'Ouvrez un module depuis la barre latérale ou appuyez sur',
    category: 'Espace de travail',
    closeTab: "Fermer l'onglet",
    closeAllTabs: 'Fermer tous les onglets',
    maximise: 'Agrandir ou restaurer le volet',
    toggleSidebar: 'Afficher ou masquer la barre latérale',
    nextTab: 'Onglet suivant',
    previousTab: 'Onglet précédent',
    nextPane: 'Volet suivant',
    previousPane: 'Volet précédent',
    splitRight: "Scinder : déplacer l'onglet dans un nouveau volet à droite",
    splitDown: "Scinder : déplacer l'onglet dans un nouveau volet en dessous",
    moveToNextPane: "Déplacer l'onglet dans le volet suivant",
    closeOtherTabs: 'Fermer les autres onglets',
    open: 'Ouvrir',
  },
  keys: {
    ctrl: 'Ctrl',
  },
  palette: {
    nothingFound: 'Aucun résultat',
    placeholder: 'Ouvrir un module ou lancer une commande…',
  },
  language: {
    category: "Langue de l'interface",
  },
  saved: {
    message: 'Enregistré',
  },
};

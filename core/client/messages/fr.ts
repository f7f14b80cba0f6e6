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
  notifications: {
    title: 'Notifications',
    unread_one: 'Notifications ({{count}} non lue)',
    unread_other: 'Notifications ({{count}} non lues)',
    finished: 'Tâches terminées',
    none: 'Aucune tâche terminée pour le moment',
    taskIn: '{{where}} : {{task}}',
    status: {
      done: 'Terminée',
      failed: 'Échouée',
      cancelled: 'Annulée',
    },
  },
  settings: {
    title: 'Paramètres',
    category: 'Préférences',
    theme: 'Thème',
    themes: {
      light: 'Clair',
      dark: 'Sombre',
      auto: 'Suivre le système',
    },
    toggleDarkTheme: 'Activer ou désactiver le thème sombre',
    language: "Langue de l'interface",
    shortcuts: 'Raccourcis clavier…',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    search: 'Rechercher des commandes ou des combinaisons',
    searchLabel: 'Rechercher des raccourcis',
    noMatch: 'Aucune commande ne correspond',
    newChord: 'Nouvelle combinaison pour {{command}}',
    pressChord: 'Appuyez sur la nouvelle combinaison',
    none: 'Aucune',
    change: 'Modifier',
    changeOf: 'Modifier la combinaison de {{command}}',
    reset: 'Réinitialiser',
    resetOf: 'Réinitialiser la combinaison de {{command}}',
    holdModifier: 'Maintenez Ctrl, Alt ou Meta avec la touche (les touches seules écrivent dans les champs)',
    opensPalette: '{{keys}} ouvre la palette de commandes',
    opensShortcuts: '{{keys}} ouvre les raccourcis clavier',
    taken: '{{keys}} est déjà la combinaison de « {{command}} »',
  },
};

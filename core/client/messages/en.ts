export const en = {
  app: {
    name: 'Back office',
  },
  login: {
    username: 'Username',
    password: 'Password',
    submit: 'Login',
  },
  favourites: {
    title: 'Favourites',
    add: 'Add to favourites',
    remove: 'Remove from favourites',
    removeOne: 'Remove favourite',
    none: 'No favourites yet',
  },
  sidebar: {
    expand: 'Expand sidebar',
    collapse: 'Collapse sidebar',
    modules: 'Modules',
  },
  session: {
    category: 'Session',
    logout: 'Log out',
  },
  pane: {
    failed: 'This module failed: {{message}}',
    underConstruction: 'Under construction',
    missingData: 'Missing module data',
  },
  tabs: {
    unvisited: 'not yet visited',
  },
  workspace: {
    empty: 'Open a module from the sidebar, or press',
    category: 'Workspace',
    closeTab: 'Close tab',
    closeAllTabs: 'Close all tabs',
    maximise: 'Maximise or restore pane',
    toggleSidebar: 'Toggle sidebar',
    nextTab: 'Next tab',
    previousTab: 'Previous tab',
    nextPane: 'Next pane',
    previousPane: 'Previous pane',
    splitRight: 'Split: move tab to a new pane on the right',
    splitDown: 'Split: move tab to a new pane below',
    moveToNextPane: 'Move tab to the next pane',
    closeOtherTabs: 'Close other tabs',
    open: 'Open',
  },
  keys: {
    ctrl: 'Ctrl',
  },
  palette: {
    nothingFound: 'Nothing found',
    placeholder: 'Open a module or run a command…',
  },
  language: {
    category: 'Interface language',
  },
  saved: {
    message: 'Saved',
  },
};

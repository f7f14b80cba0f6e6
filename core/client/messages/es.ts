import type { Translated } from '../../../sdk/shared';
import type { en } from './en';

export const es: Translated<typeof en> = {
  app: {
    name: 'Back office',
  },
  login: {
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  },
  favourites: {
    title: 'Favoritos',
    add: 'Añadir a favoritos',
    remove: 'Quitar de favoritos',
    removeOne: 'Quitar el favorito',
    none: 'Todavía no hay favoritos',
  },
  sidebar: {
    expand: 'Expandir la barra lateral',
    collapse: 'Contraer la barra lateral',
    modules: 'Módulos',
  },
  session: {
    category: 'Sesión',
    logout: 'Cerrar sesión',
  },
  pane: {
    failed: 'Este módulo falló: {{message}}',
    underConstruction: 'En construcción',
    missingData: 'Faltan datos del módulo',
  },
  tabs: {
    unvisited: 'aún no visitada',
  },
  workspace: {
    empty: 'Abre un módulo desde la barra lateral o pulsa',
    category: 'Espacio de trabajo',
    closeTab: 'Cerrar pestaña',
    closeAllTabs: 'Cerrar todas las pestañas',
    maximise: 'Maximizar o restaurar el panel',
    toggleSidebar: 'Mostrar u ocultar la barra lateral',
    nextTab: 'Pestaña siguiente',
    previousTab: 'Pestaña anterior',
    nextPane: 'Panel siguiente',
    previousPane: 'Panel anterior',
    splitRight: 'Dividir: mover la pestaña a un panel nuevo a la derecha',
    splitDown: 'Dividir: mover la pestaña a un panel nuevo debajo',
    moveToNextPane: 'Mover la pestaña al panel siguiente',
    closeOtherTabs: 'Cerrar las demás pestañas',
    open: 'Abrir',
  },
  keys: {
    ctrl: 'Ctrl',
  },
  palette: {
    nothingFound: 'No se encontró nada',
    placeholder: 'Abre un módulo o ejecuta un comando…',
  },
  language: {
    category: 'Idioma de la interfaz',
  },
  saved: {
    message: 'Guardado',
  },
  notifications: {
    title: 'Notificaciones',
    unread_one: 'Notificaciones ({{count}} sin leer)',
    unread_other: 'Notificaciones ({{count}} sin leer)',
    finished: 'Tareas terminadas',
    none: 'Todavía no hay tareas terminadas',
    taskIn: '{{where}}: {{task}}',
    status: {
      done: 'Terminada',
      failed: 'Fallida',
      cancelled: 'Cancelada',
    },
  },
  settings: {
    title: 'Ajustes',
    category: 'Preferencias',
    theme: 'Tema',
    themes: {
      light: 'Claro',
      dark: 'Oscuro',
      auto: 'Según el sistema',
    },
    toggleDarkTheme: 'Activar o desactivar el tema oscuro',
    language: 'Idioma de la interfaz',
    shortcuts: 'Atajos de teclado…',
  },
  shortcuts: {
    title: 'Atajos de teclado',
    search: 'Buscar comandos o combinaciones',
    searchLabel: 'Buscar atajos',
    noMatch: 'Ningún comando coincide',
    newChord: 'Nueva combinación para {{command}}',
    pressChord: 'Pulsa la nueva combinación',
    none: 'Ninguna',
    change: 'Cambiar',
    changeOf: 'Cambiar la combinación de {{command}}',
    reset: 'Restablecer',
    resetOf: 'Restablecer la combinación de {{command}}',
    holdModifier: 'Mantén Ctrl, Alt o Meta junto con la tecla (las teclas solas escriben en los campos)',
    opensPalette: '{{keys}} abre la paleta de comandos',
    opensShortcuts: '{{keys}} abre los atajos de teclado',
    taken: '{{keys}} ya es la combinación de «{{command}}»',
  },
};

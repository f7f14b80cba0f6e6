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
};

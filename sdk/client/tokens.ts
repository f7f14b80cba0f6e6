import type { InjectionToken } from 'tsyringe';
import type { EventBus } from './events';
import type { HttpClient } from './http';
import type { Navigation } from './navigation';
import type { CourseConfig, PermissionTreeEntry } from '../shared';

export interface CourseConfigs {
  all: CourseConfig[];
  of(courseId: number): CourseConfig | undefined;
}

/** Typed tokens of the services core registers in the container (no decorators: esbuild emits no metadata). */
export const TOKENS = {
  http: Symbol('HttpClient') as InjectionToken<HttpClient>,
  events: Symbol('EventBus') as InjectionToken<EventBus>,
  navigation: Symbol('Navigation') as InjectionToken<Navigation>,
  /** Dialect configuration of the user's courses, fetched with the permission tree at start. */
  courseConfigs: Symbol('CourseConfigs') as InjectionToken<CourseConfigs>,
  /** The user's permission tree as the sidebar shows it now (the shell keeps it fresh). */
  permissionTree: Symbol('PermissionTree') as InjectionToken<() => PermissionTreeEntry[]>,
  /** The title of a module by its id (ref), as the client knows the modules; undefined for one it does not know. */
  moduleTitles: Symbol('ModuleTitles') as InjectionToken<(ref: number) => string | undefined>,
} as const;

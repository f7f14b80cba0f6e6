export * from '../shared';
export { TOKENS } from './tokens';
export type { CourseConfigs } from './tokens';
export { ContainerContext, useService, useHttp, useEvents, useNavigation, useEvent } from './hooks';
export { ModuleIcon, resolveIcon } from './icons';
export type { HttpClient, Params, WriteOutcome } from './http';
export type { EventBus, EventMap } from './events';
export type { Navigation, NavigationRequest } from './navigation';

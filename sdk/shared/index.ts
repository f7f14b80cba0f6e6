export * from './plugin';
export * from './api';
export * from './enums';
export * from './work-states';
export * from './jobs';
export * from './modules';
export * from './contributions';
export * from './inflects';

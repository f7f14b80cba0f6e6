export { TaskQueue } from './queue';
export type { TaskQueueOptions } from './queue';
export { taskRoutes } from './routes';

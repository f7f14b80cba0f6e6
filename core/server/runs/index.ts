export { runStore, RUN_ENTITY } from './store';
export { recoverRuns, runOwner, runTask } from './steps';

export type { CheckDetail, CheckResult, Publication, PublishResource, ResourceProgress } from '../public';

/** How often a running publication is polled. */
export const PUBLISH_POLL_MS = 1000;

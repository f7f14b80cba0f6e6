import type { RecordLocation } from '../../../sdk/client';

export interface PublishResource { ref: number; name: string; batch: number; enabled: boolean }
/** A failing record, with where it opens (a part, such as a reading's text, on its parent record; null: nowhere). */
export interface CheckDetail { ref: number; refName: string; refId: number; error: string; open: RecordLocation | null }
export interface CheckResult { ref: number; ids: number[]; details: CheckDetail[] }
export interface ResourceProgress { ref: number; name: string; total: number; done: number }
export interface Publication { version: number; status: 'running' | 'published' | 'failed'; progress: ResourceProgress[]; createdAt: string; publishedAt: string | null }

/** How often a running publication is polled. */
export const PUBLISH_POLL_MS = 1000;

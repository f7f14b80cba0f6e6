import 'reflect-metadata';
import { container, type InjectionToken } from 'tsyringe';
import type { AccountService } from './accounts';
import type { AudioStore, RecordingTools } from './audio';
import type { ConceptLinkStore } from './concept-links';
import type { RunStore } from './runs';
import type { TranslationStore } from './translations';
import type { WorkerPool } from './workers';

/**
 * The server-side container: core's machinery behind the SDK's plugin-facing functions
 * (readTranslation, relink, audioStatesOf, hashPassword, startRun…), which delegate to it. Core registers
 * the implementations when it loads the plugins (core/server/services.ts). They are stateless
 * (every call is given its `db`), so several servers in one process share them safely.
 */
export const SERVICES = {
  translations: Symbol('TranslationStore') as InjectionToken<TranslationStore>,
  conceptLinks: Symbol('ConceptLinkStore') as InjectionToken<ConceptLinkStore>,
  audio: Symbol('AudioStore') as InjectionToken<AudioStore>,
  recording: Symbol('RecordingTools') as InjectionToken<RecordingTools>,
  accounts: Symbol('AccountService') as InjectionToken<AccountService>,
  runs: Symbol('RunStore') as InjectionToken<RunStore>,
  workers: Symbol('WorkerPool') as InjectionToken<WorkerPool>,
};

export const serverContainer = container.createChildContainer();

export function service<T>(token: InjectionToken<T>): T {
  if (!serverContainer.isRegistered(token)) {
    throw new Error(`${String(token)} is not registered: core registers its services when it loads the plugins`);
  }
  return serverContainer.resolve(token);
}

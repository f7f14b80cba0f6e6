import type { InjectionToken } from 'tsyringe';
import { SERVICES, serverContainer } from '../../sdk/server/services';
import { audioStore } from './audio/storage';
import { checkNewPassword } from './auth/password-policy';
import { hashPassword } from './auth/passwords';
import { endUserSessions } from './auth/sessions';
import { conceptLinkStore } from './concepts/links';
import { recordingScript, splitRecording } from './speech/recording';
import { runStore } from './runs';
import { concatWithSilence, encodeWav, parseWav } from './speech/wav';
import { translationStore } from './translations';
import { workerPool } from './workers/pool';

/**
 * Registers core's machinery in the SDK's server container, where the plugin-facing SDK functions
 * find it. Stateless, so registering once per process serves every server in it.
 */
export function provideServerServices(): void {
  const provide = <T>(token: InjectionToken<T>, value: T) => {
    if (!serverContainer.isRegistered(token)) serverContainer.register(token, { useValue: value });
  };
  provide(SERVICES.translations, translationStore);
  provide(SERVICES.conceptLinks, conceptLinkStore);
  provide(SERVICES.audio, audioStore);
  provide(SERVICES.recording, {
    recordingScript,
    splitRecording,
    joinWavs: (wavs, silenceSeconds) => encodeWav(concatWithSilence(wavs.map(parseWav), silenceSeconds)),
  });
  provide(SERVICES.accounts, { hashPassword, checkNewPassword, endUserSessions });
  provide(SERVICES.runs, runStore);
  provide(SERVICES.workers, workerPool);
}

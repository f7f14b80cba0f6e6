import type { SpeechProvider } from '../../../sdk/server/speech';
import { localSpeechProvider } from './local';
import { openAiSpeechConfigFromEnv, openAiSpeechProvider } from './openai';

/** The provider SPEECH_PROVIDER names (ServerConfig.speechProvider): 'local' (default) or 'openai'. */
export function speechProviderFor(name: 'local' | 'openai' | undefined, env: NodeJS.ProcessEnv = process.env): SpeechProvider {
  return name === 'openai' ? openAiSpeechProvider(openAiSpeechConfigFromEnv(env)) : localSpeechProvider();
}

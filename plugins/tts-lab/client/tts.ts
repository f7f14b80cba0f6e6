/** A TTS Lab entry as GET ttsLab/{id} answers it. */
export type TtsEntry = {
  id: number;
  version: number;
  name: string;
  dialectId: number;
  script: string;
  voice: string;
  flag: number;
  status: 'none' | 'queued' | 'generating' | 'done' | 'failed';
  progress: number;
  error: string | null;
  hasAudio: boolean;
};

export interface Voice { id: string; language: string; gender: 'm' | 'f'; name: string }

export const ttsProblems = (e: TtsEntry) => (e.name.trim() ? undefined : { name: 'Required' });

/*
 * Audio per record and dialect (spec 2 §2 'Audio management dialog'): the dialog, a badge that
 * opens it, and a hook reading a record's states. The server side is declared in sdk/server/audio.ts, the
 * shared types and rules sdk/shared/audio.ts.
 */
export { AudioDialog, audioFileUrl } from './AudioDialog';
export type { AudioDialogProps } from './AudioDialog';
export { AudioCell, AUDIO_STATUS_LABELS, useAudioStates } from './AudioCell';
export type { AudioCellProps } from './AudioCell';

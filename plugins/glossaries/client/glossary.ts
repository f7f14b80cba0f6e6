import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';

export interface Glossary extends EditableRecord {
  title: string;
  flag: number;
  version: number;
  /** Forms per source dialect, comma-joined. */
  sources: { dialectId: number; dialectCode: string; forms: string }[];
  /** The tooltip, translated into each source dialect. */
  tooltips: TranslationTextValue[];
}

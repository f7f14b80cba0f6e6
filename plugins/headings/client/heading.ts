import type { EditableRecord, TranslationTextValue } from '../../../sdk/client';

export interface Heading extends EditableRecord {
  title: string;
  version: number;
  /** The title translated into each dialect, with its status. */
  translations: TranslationTextValue[];
}

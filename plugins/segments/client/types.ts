import type { DialectHtml, EditableRecord, TranslationTextValue } from '../../../sdk/client';
import type { ReadBy } from '../rules';

export interface Segment extends EditableRecord {
  panelId: number;
  listening: boolean;
  readBy: ReadBy;
  level: number;
  flag: number;
  version: number;
  targets: (DialectHtml & { status?: number })[];
  sources: TranslationTextValue[];
}

import type { TranslationStore } from '../../../sdk/server/translations';
import { translationWrites } from '../memory/changes';
import { courseTextDialects, defaultDialects, readTexts, writeTexts } from './record-texts';
import { checkTranslations, copyDialectTexts, deleteTranslations, insertTranslations, readTranslation, writeTranslation } from './storage';

export const translationStore: TranslationStore = {
  read: readTranslation,
  write: writeTranslation,
  check: checkTranslations,
  delete: deleteTranslations,
  copyDialectTexts,
  insertMany: insertTranslations,
  readTexts,
  writeTexts,
  courseTextDialects,
  defaultDialects,
  writesVersion: () => translationWrites.count,
};

import { checkTranslationTexts, type CheckedText } from '../../../sdk/shared/text-format';

/** The format check of many translations (storage.ts's checkTranslations), in a worker thread: each one's error or null. */
export default function check(items: { texts: CheckedText[]; reference: number[] }[]): (string | null)[] {
  return items.map((e) => checkTranslationTexts(e.texts, e.reference));
}

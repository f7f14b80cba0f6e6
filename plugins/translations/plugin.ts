import { catalogued, definePlugin, MODULE } from '../../sdk/shared';
import { messages } from './messages';
export { TRANSLATIONS, LIST_LIMIT } from './public';

/** Translation Projects (MODULES.md 36, key 'sdl'): tabs Translation (CAT), Dashboard, Project and Texts. */

/** The Translations grid shows at most this many rows; a narrower search finds the rest. */

/** Refs whose texts keep only <target> and <glossary> tags and no newlines (spec 2 §5): k-lines, panel intros, lesson titles. */
export const TAG_CLEANED_REFS: number[] = [MODULE.klines, MODULE.panelIntro, MODULE.lessonTitle];

export default definePlugin({
  name: 'translations',
  messages,
  modules: [{ ...catalogued('sdl'), icon: 'IconLanguage', screen: () => import('./client/TranslationScreen') }],
  grids: {
    translations: [
      { field: 'id', headerName: 'Id', type: 'number', width: 80 },
      { field: 'refName', headerName: 'Ref', width: 130 },
      { field: 'field', headerName: 'Field', width: 90 },
      { field: 'text', headerName: 'Text', flex: 2 },
      { field: 'statusLabel', headerName: 'Status', width: 100 },
      { field: 'error', headerName: 'Error', type: 'error', width: 90 },
    ],
    translationProjectItems: [
      { field: 'fromText', headerName: 'Source', type: 'html', flex: 2 },
      { field: 'toText', headerName: 'Target', type: 'html', flex: 2 },
      { field: 'similarity', headerName: 'Similarity', type: 'number', width: 90 },
      { field: 'aiConfidence', headerName: 'Confidence', type: 'confidence', width: 95 },
      { field: 'aiReasoning', headerName: 'Reasoning', flex: 1 },
      { field: 'fromMemoryText', headerName: 'Memory source', type: 'html', flex: 1 },
      { field: 'error', headerName: 'Validation', type: 'error', width: 90 },
      { field: 'warnings', headerName: 'Warnings', type: 'warnings', width: 90 },
      { field: 'status', headerName: 'Status', type: 'translationStatus', width: 90 },
    ],
  },
});

import { GridEditorScreen, type ModuleScreenProps } from '../../../sdk/client';
import { LANGUAGES } from '../plugin';
import { LanguageForm } from './LanguageForm';
import type { LanguageRecord } from './types';
import { validateLanguage } from './validate';

const PATHS = { list: 'languages', create: 'languages', item: 'languages' };

export default function LanguagesScreen({ courseId, params }: ModuleScreenProps) {
  return (
    <GridEditorScreen<LanguageRecord> module={LANGUAGES} courseId={courseId} gridName="languages" paths={PATHS}
      Form={LanguageForm} validate={validateLanguage} initialSearch={params?.search} editorWidth={480} />
  );
}

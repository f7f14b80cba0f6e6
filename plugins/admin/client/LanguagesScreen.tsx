import { GridEditorScreen, type ModuleScreenProps, useT } from '../../../sdk/client';
import { LANGUAGES } from '../plugin';
import { languagesResource } from '../public';
import { LanguageForm } from './LanguageForm';
import type { LanguageRecord } from './types';
import { validateLanguage } from './validate';

export default function LanguagesScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('admin');
  return (
    <GridEditorScreen<LanguageRecord>
      module={LANGUAGES}
      courseId={courseId}
      gridName="languages"
      resource={languagesResource}
      Form={LanguageForm}
      validate={(r) => validateLanguage(r, t)}
      initialSearch={params?.search}
      editorWidth={480}
    />
  );
}

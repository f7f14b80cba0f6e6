import { useMemo } from 'react';
import { GridEditorScreen } from '../../../sdk/client';
import { CONJUGATION } from '../plugin';
import { TemplateForm, templateProblems, type ConjTemplate } from './TemplateForm';

/** Templates (spec 3 §2 'Conjugation screen'): the course's conjugation templates, grid and editor. */
export function TemplatesTab({ courseId }: { courseId: number }) {
  const paths = useMemo(() => ({ list: `courses/${courseId}/conj-template`, create: `courses/${courseId}/conj-template`, item: 'conj-template' }), [courseId]);
  return <GridEditorScreen<ConjTemplate> module={CONJUGATION} courseId={courseId} gridName="conj-templates" paths={paths} Form={TemplateForm} validate={templateProblems} editorWidth={560} />;
}

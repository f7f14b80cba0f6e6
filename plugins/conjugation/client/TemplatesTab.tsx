import { GridEditorScreen, useT } from '../../../sdk/client';
import { CONJUGATION, conjTemplateResource } from '../public';
import { TemplateForm, templateProblems, type ConjTemplate } from './TemplateForm';

/** Templates (spec 3 §2 'Conjugation screen'): the course's conjugation templates, grid and editor. */
export function TemplatesTab({ courseId }: { courseId: number }) {
  const t = useT('conjugation');
  return (
    <GridEditorScreen<ConjTemplate>
      module={CONJUGATION}
      courseId={courseId}
      gridName="conj-templates"
      resource={conjTemplateResource}
      Form={TemplateForm}
      validate={(tpl) => templateProblems(tpl, t)}
      editorWidth={560}
    />
  );
}

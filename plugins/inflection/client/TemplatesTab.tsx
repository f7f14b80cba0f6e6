import { GridEditorScreen, useT } from '../../../sdk/client';
import { INFLECTION, inflectTemplateResource } from '../public';
import { templateProblems, TemplateForm, type ActiveTemplate } from './TemplateForm';

/** Active Templates: the course's active inflect templates, grid and editor. */
export function TemplatesTab({ courseId }: { courseId: number }) {
  const t = useT('inflection');
  return (
    <GridEditorScreen<ActiveTemplate>
      module={INFLECTION}
      courseId={courseId}
      gridName="active-inflect-templates"
      validate={(tpl) => templateProblems(tpl, t)}
      resource={inflectTemplateResource}
      Form={TemplateForm}
    />
  );
}

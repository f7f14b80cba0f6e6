import { GridEditorScreen } from '../../../sdk/client';
import { INFLECTION } from '../plugin';
import { templateProblems, TemplateForm, type ActiveTemplate } from './TemplateForm';

/** Active Templates: the course's active inflect templates, grid and editor. */
export function TemplatesTab({ courseId }: { courseId: number }) {
  return (
    <GridEditorScreen<ActiveTemplate>
      module={INFLECTION} courseId={courseId} gridName="active-inflect-templates" validate={templateProblems}
      paths={{ list: `courses/${courseId}/active-inflect-templates`, create: `courses/${courseId}/active-inflect-templates`, item: 'active-inflect-templates' }}
      Form={TemplateForm}
    />
  );
}

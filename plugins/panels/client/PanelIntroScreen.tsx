import { Stack, TextInput } from '@mantine/core';
import {
  GridEditorScreen,
  TranslationsEditor,
  useT,
  type EditableRecord,
  type ModuleScreenProps,
  type RecordFormProps,
  type TranslationTextValue,
} from '../../../sdk/client';
import { PANEL_INTROS, panelIntroResource } from '../public';

interface PanelIntro extends EditableRecord {
  title: string;
  version: number;
  sources: TranslationTextValue[];
}

function PanelIntroForm({ value, onChange, errors }: RecordFormProps<PanelIntro>) {
  const t = useT('panels');
  return (
    <Stack gap="sm">
      <TextInput
        label={t('intro.title')}
        required
        value={value.title}
        error={errors.title}
        onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
      />
      <TranslationsEditor label={t('intro.sources')} multiline withStatus value={value.sources} onChange={(sources) => onChange({ ...value, sources })} />
    </Stack>
  );
}

/** Panel Intros (9): a grid and an editor with translatable sources (spec 2 §2 Panel intros). */
export default function PanelIntroScreen({ courseId, params }: ModuleScreenProps) {
  const t = useT('panels');
  return (
    <GridEditorScreen<PanelIntro>
      module={PANEL_INTROS}
      courseId={courseId}
      gridName="panelIntros"
      resource={panelIntroResource}
      Form={PanelIntroForm}
      initialSearch={params?.search}
      withNotes
      validate={(r) => (r.title.trim() ? undefined : { title: t('required') })}
    />
  );
}

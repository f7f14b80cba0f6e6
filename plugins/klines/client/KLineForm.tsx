import { Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { TranslationsEditor, useApi, useT, type RecordFormProps } from '../../../sdk/client';
import { panelIntroResource, type PanelIntroRow } from '../../panels/public';
import type { KLine } from '../public';

export const NO_PANEL_INTROS = 'No panel intros in this course yet';

const errorsUnder = (errors: Record<string, string>, field: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${field}.`))
      .map(([k, v]) => [k.slice(field.length + 1), v]),
  );

/** The course's panel intros, from the panels plugin's public face (none when the call fails). */
function usePanelIntros(courseId: number): PanelIntroRow[] | undefined {
  const api = useApi();
  const [intros, setIntros] = useState<PanelIntroRow[]>();
  useEffect(() => {
    const ctrl = new AbortController();
    void api
      .load(panelIntroResource.list, { params: { courseId }, signal: ctrl.signal })
      .then((r) => !ctrl.signal.aborted && setIntros(Array.isArray(r) ? r : []));
    return () => ctrl.abort();
  }, [api, courseId]);
  return intros;
}

/** Title, panel intro select and the per-dialect sources (spec 3 §2 K-lines screen). */
export function KLineForm({ value, onChange, errors, courseId }: RecordFormProps<KLine>) {
  const t = useT('klines');
  const intros = usePanelIntros(courseId);
  const data = useMemo(() => {
    const options = (intros ?? []).map((p) => ({ value: String(p.id), label: p.title || `Panel intro #${p.id}` }));
    // A saved intro the list does not offer (yet) stays visible rather than silently lost.
    if (value.panelIntroId !== null && !options.some((o) => o.value === String(value.panelIntroId))) {
      options.unshift({ value: String(value.panelIntroId), label: t('form.introNumber', { id: value.panelIntroId }) });
    }
    return options;
  }, [intros, value.panelIntroId, t]);
  const none = intros !== undefined && intros.length === 0;

  return (
    <Stack gap="sm">
      <TextInput
        label={t('form.title')}
        required
        value={value.title}
        error={errors.title}
        onChange={(e) => onChange({ ...value, title: e.currentTarget.value })}
      />
      <Select
        label={t('form.panelIntro')}
        clearable
        searchable
        placeholder={none ? undefined : t('form.none')}
        description={none ? t('form.noIntros') : undefined}
        data={data}
        disabled={intros === undefined}
        value={value.panelIntroId === null ? null : String(value.panelIntroId)}
        error={errors.panelIntroId}
        onChange={(v) => onChange({ ...value, panelIntroId: v === null ? null : Number(v) })}
      />
      <TranslationsEditor
        label={t('form.sources')}
        multiline
        withStatus
        value={value.sources}
        errors={errorsUnder(errors, 'sources')}
        onChange={(sources) => onChange({ ...value, sources })}
      />
    </Stack>
  );
}

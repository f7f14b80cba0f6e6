import { Box, Button, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  HtmlEditor,
  platformApi,
  useApi,
  type DialectRef,
  type EditableRecord,
  type RecordFormProps,
  useT,
  translator,
  type Translate,
} from '../../../sdk/client';
import { conjugationApi } from '../public';

/** A conjugation template (spec 3 §3): how a word class's forms show; {201} stands for a form, {word} for the word. */
export interface ConjTemplate extends EditableRecord {
  name: string;
  wordClass: string;
  order: number | string;
  showToUser: boolean;
  html: string;
  dialectId: number | null;
  literal: number | null;
}

export const templateProblems = (tpl: ConjTemplate, t: Translate = translator('conjugation')) => {
  const p: Record<string, string> = {};
  if (!tpl.name.trim()) p.name = t('required');
  if (!tpl.wordClass.trim()) p.wordClass = t('required');
  return Object.keys(p).length ? p : undefined;
};

/**
 * The template editor: name, word class, order, shown to the user, target dialect (none: any),
 * table literal, its HTML; a saved template previews for a word typed (the course's rules give
 * the forms).
 */
export function TemplateForm({ value, onChange, errors, courseId }: RecordFormProps<ConjTemplate>) {
  const api = useApi();
  const t = useT('conjugation');
  const [dialects, setDialects] = useState<DialectRef[]>([]);
  const [word, setWord] = useState('');
  const [preview, setPreview] = useState<{ html?: string; error?: string }>();
  useEffect(() => {
    void api.load(platformApi.targetDialects, { params: { courseId } }).then((d) => setDialects(d ?? []));
  }, [api, courseId]);
  useEffect(() => setPreview(undefined), [value.id]);
  const set = (patch: Partial<ConjTemplate>) => onChange({ ...value, ...patch });
  const render = async () => {
    const r = await api.call(conjugationApi.renderTemplate, { params: { id: value.id }, query: { word } });
    setPreview(r.ok ? { html: r.data.html } : { error: r.error });
  };
  return (
    <Stack gap="sm">
      <TextInput label={t('template.name')} required value={value.name} error={errors.name} onChange={(e) => set({ name: e.currentTarget.value })} />
      <Group grow>
        <TextInput
          label={t('template.wordClass')}
          required
          value={value.wordClass}
          error={errors.wordClass}
          onChange={(e) => set({ wordClass: e.currentTarget.value })}
        />
        <NumberInput label={t('template.order')} allowDecimal={false} value={value.order} error={errors.order} onChange={(v) => set({ order: v })} />
      </Group>
      <Group grow align="flex-end">
        <Select
          label={t('template.dialect')}
          placeholder={t('template.anyDialect')}
          clearable
          value={value.dialectId === null ? null : String(value.dialectId)}
          error={errors.dialectId}
          data={dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))}
          onChange={(v) => set({ dialectId: v ? Number(v) : null })}
        />
        <NumberInput
          label={t('template.literal')}
          allowDecimal={false}
          min={1}
          value={value.literal ?? ''}
          error={errors.literal}
          onChange={(v) => set({ literal: typeof v === 'number' ? v : null })}
        />
      </Group>
      <Switch label={t('template.show')} checked={value.showToUser} onChange={(e) => set({ showToUser: e.currentTarget.checked })} />
      <HtmlEditor label={t('template.html')} toolbar="exercise" value={value.html} error={errors.html} onChange={(html) => set({ html })} />
      {value.id > 0 && (
        <Stack gap={4}>
          <Group align="flex-end">
            <TextInput label={t('template.previewWord')} value={word} onChange={(e) => setWord(e.currentTarget.value)} />
            <Button variant="light" disabled={!word.trim()} onClick={() => void render()}>
              {t('template.preview')}
            </Button>
          </Group>
          {preview?.error && (
            <Text c="red" size="sm">
              {preview.error}
            </Text>
          )}
          {preview?.html !== undefined && (
            <Box data-testid="template-preview" p="xs" bd="1px solid var(--mantine-color-gray-4)" dangerouslySetInnerHTML={{ __html: preview.html }} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

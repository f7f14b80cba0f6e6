import { useEffect, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { useApi, type CreatedJob, useT } from '../../../sdk/client';
import { QA_MESSAGES, agentQaApi, type AgentType, type QaJob, type QaOptions, type QaRow } from '../public';

/** The dialects a job may test: with courses, the source dialects of the chosen ones only. */
export function offeredDialects(options: QaOptions, needsCourses: boolean, courses: string[]): QaOptions['dialects'] {
  if (!needsCourses) return options.dialects;
  const ids = new Set(options.courses.filter((c) => courses.includes(String(c.id))).flatMap((c) => c.source_dialect_ids));
  return options.dialects.filter((d) => ids.has(d.id));
}

/** The spec's client-side checks, in its order; answers the first failing one (its message's key in QA_MESSAGES) or null. */
export function validateQaForm(
  f: { name: string; agentType: string | null; dialectId: string | null; courses: string[] },
  types: AgentType[],
): keyof typeof QA_MESSAGES | null {
  if (!f.name.trim()) return 'name';
  const type = types.find((x) => x.value === f.agentType);
  if (!type) return 'agentType';
  if (!f.dialectId) return 'dialect';
  if ((type.requiresCourses ?? type.requires_courses) && !f.courses.length) return 'courses';
  return null;
}

export function CreateQaForm({ onCreated, onCancel }: { onCreated(created: CreatedJob<QaJob, QaRow>): void; onCancel(): void }) {
  const api = useApi();
  const t = useT('agent-qa');
  const [types, setTypes] = useState<AgentType[] | null>(null);
  const [typesError, setTypesError] = useState(false);
  const [options, setOptions] = useState<QaOptions>({ dialects: [], courses: [] });
  const [name, setName] = useState('');
  const [agentType, setAgentType] = useState<string | null>(null);
  const [dialectId, setDialectId] = useState<string | null>(null);
  const [courses, setCourses] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.load(agentQaApi.types).then((r) => {
      if (!r?.agent_types) {
        setTypesError(true);
        return;
      }
      setTypes(r.agent_types);
      setAgentType(r.agent_types[0]?.value ?? null); // the first type is preselected
    });
    void api.load(agentQaApi.options).then((r) => r && setOptions(r));
  }, [api]);

  const type = types?.find((x) => x.value === agentType);
  const needsCourses = !!(type?.requiresCourses ?? type?.requires_courses);

  const dialects = offeredDialects(options, needsCourses, courses);
  useEffect(() => {
    if (dialectId && !dialects.some((d) => String(d.id) === dialectId)) setDialectId(null);
  }, [dialects, dialectId]);

  const submit = async () => {
    const invalid = validateQaForm({ name, agentType, dialectId, courses }, types ?? []);
    if (invalid) {
      setError(t(`form.errors.${invalid}`));
      return;
    }
    setBusy(true);
    setError(null);
    const r = await api.call(agentQaApi.create, {
      body: { name: name.trim(), agent_type: type?.value, dialect_id: Number(dialectId), ...(needsCourses ? { courses: courses.map(Number) } : {}) },
    });
    setBusy(false);
    if (r.ok && r.data?.id) onCreated(r.data);
    else setError((!r.ok && r.error) || t('form.createFailed'));
  };

  return (
    <Stack p="md" maw={640}>
      <Title order={4}>{t('form.title')}</Title>
      <Alert title={t('form.aboutTitle')} color="blue">
        {t('form.about')}
      </Alert>
      {typesError && <Alert color="red">{t('form.typesFailed')}</Alert>}
      <TextInput label={t('form.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label={t('form.agentType')}
        required
        data={(types ?? []).map((x) => ({ value: x.value, label: x.label }))}
        value={agentType}
        onChange={setAgentType}
        description={type?.description}
        allowDeselect={false}
      />
      {needsCourses && (
        <MultiSelect
          label={t('form.courses')}
          required
          searchable
          data={options.courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={courses}
          onChange={setCourses}
        />
      )}
      <Select
        label={t('form.dialect')}
        required
        data={dialects.map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }))}
        value={dialectId}
        onChange={setDialectId}
        placeholder={needsCourses && !courses.length ? t('form.coursesFirst') : undefined}
        description={needsCourses ? t('form.sourceDialects') : undefined}
      />
      {error && (
        <Alert color="red" data-testid="qa-form-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button onClick={submit} disabled={busy}>
          {busy ? t('form.creating') : t('form.create')}
        </Button>
      </Group>
    </Stack>
  );
}

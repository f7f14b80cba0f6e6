import { useEffect, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { useApi, type CreatedJob } from '../../../sdk/client';
import { QA_MESSAGES, agentQaApi, type AgentType, type QaJob, type QaOptions, type QaRow } from '../public';

/** The dialects a job may test: with courses, the source dialects of the chosen ones only. */
export function offeredDialects(options: QaOptions, needsCourses: boolean, courses: string[]): QaOptions['dialects'] {
  if (!needsCourses) return options.dialects;
  const ids = new Set(options.courses.filter((c) => courses.includes(String(c.id))).flatMap((c) => c.source_dialect_ids));
  return options.dialects.filter((d) => ids.has(d.id));
}

/** The spec's client-side checks, in its order; answers the first message or null. */
export function validateQaForm(f: { name: string; agentType: string | null; dialectId: string | null; courses: string[] }, types: AgentType[]): string | null {
  if (!f.name.trim()) return QA_MESSAGES.name;
  const type = types.find((t) => t.value === f.agentType);
  if (!type) return QA_MESSAGES.agentType;
  if (!f.dialectId) return QA_MESSAGES.dialect;
  if ((type.requiresCourses ?? type.requires_courses) && !f.courses.length) return QA_MESSAGES.courses;
  return null;
}

export function CreateQaForm({ onCreated, onCancel }: { onCreated(created: CreatedJob<QaJob, QaRow>): void; onCancel(): void }) {
  const api = useApi();
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

  const type = types?.find((t) => t.value === agentType);
  const needsCourses = !!(type?.requiresCourses ?? type?.requires_courses);

  const dialects = offeredDialects(options, needsCourses, courses);
  useEffect(() => {
    if (dialectId && !dialects.some((d) => String(d.id) === dialectId)) setDialectId(null);
  }, [dialects, dialectId]);

  const submit = async () => {
    const invalid = validateQaForm({ name, agentType, dialectId, courses }, types ?? []);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    const r = await api.call(agentQaApi.create, {
      body: { name: name.trim(), agent_type: type?.value, dialect_id: Number(dialectId), ...(needsCourses ? { courses: courses.map(Number) } : {}) },
    });
    setBusy(false);
    if (r.ok && r.data?.id) onCreated(r.data);
    else setError((!r.ok && r.error) || 'Failed to create QA job');
  };

  return (
    <Stack p="md" maw={640}>
      <Title order={4}>New QA job</Title>
      <Alert title="About Agent QA" color="blue">
        Agent QA tests the AI agents with validated data, so that a prompt change does not break what already works. It re-runs an agent on items whose correct
        result is known and compares the agent&apos;s output with it. Each result shows pass or fail, with the agent&apos;s reasoning.
      </Alert>
      {typesError && <Alert color="red">Failed to load agent types</Alert>}
      <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select
        label="Agent Type"
        required
        data={(types ?? []).map((t) => ({ value: t.value, label: t.label }))}
        value={agentType}
        onChange={setAgentType}
        description={type?.description}
        allowDeselect={false}
      />
      {needsCourses && (
        <MultiSelect
          label="Courses"
          required
          searchable
          data={options.courses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={courses}
          onChange={setCourses}
        />
      )}
      <Select
        label="Dialect"
        required
        data={dialects.map((d) => ({ value: String(d.id), label: `${d.name} (${d.code})` }))}
        value={dialectId}
        onChange={setDialectId}
        placeholder={needsCourses && !courses.length ? 'Choose the courses first' : undefined}
        description={needsCourses ? 'The source dialects of the chosen courses' : undefined}
      />
      {error && (
        <Alert color="red" data-testid="qa-form-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={busy}>
          {busy ? 'Creating...' : 'Create QA Job'}
        </Button>
      </Group>
    </Stack>
  );
}

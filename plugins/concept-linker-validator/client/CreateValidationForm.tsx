import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconX } from '@tabler/icons-react';
import { useApi, type CreatedJob, type JobItemRow, type JobRow, useT } from '../../../sdk/client';
import {
  CLV_MESSAGES,
  CONCEPT_REFS,
  conceptValidatorApi,
  hasCompounds,
  validateDraft,
  type ConceptOption,
  type ConceptRef,
  type ConceptTypeOption,
} from '../public';
import { ConceptSearchDialog } from './ConceptSearchDialog';

/** The key of one of the spec's messages (CLV_MESSAGES), to say it in the interface's language. */
const messageKey = (message: string) => (Object.keys(CLV_MESSAGES) as (keyof typeof CLV_MESSAGES)[]).find((k) => CLV_MESSAGES[k] === message) ?? 'failed';

/** A concept chosen in the form. */
export interface PickedConcept extends ConceptRef {
  title: string;
  typeName: string;
}
type Scope = 'global' | 'course';

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge circle size="lg" variant="filled">
          {n}
        </Badge>
        <Text fw={600}>{title}</Text>
      </Group>
      <Stack gap="xs" pl={36}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * The creation form of a concept validation (spec 1 §2, §5): four numbered steps, the spec's
 * messages checked here in the server's order (the same function), the trimmed name sent, and
 * includeCompounds only for a vocabulary or panel main concept.
 */
export function CreateValidationForm({ onCreated, onCancel }: { onCreated(created: CreatedJob<JobRow, JobItemRow>): void; onCancel(): void }) {
  const api = useApi();
  const t = useT('concept-linker-validator');
  const [types, setTypes] = useState<ConceptTypeOption[]>([]);
  const [courses, setCourses] = useState<{ id: number; name: string }[]>([]);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('course');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [main, setMain] = useState<PickedConcept | null>(null);
  const [includeCompounds, setIncludeCompounds] = useState(true);
  const [alternatives, setAlternatives] = useState<PickedConcept[]>([]);
  const [searching, setSearching] = useState<{ type: ConceptTypeOption; for: 'main' | 'alternative' } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.load(conceptValidatorApi.conceptTypes).then((r) => r && setTypes(r));
    void api.load(conceptValidatorApi.courses).then((r) => r && setCourses(r));
  }, [api]);

  const courseNames = useMemo(() => new Map(courses.map((c) => [c.id, c.name])), [courses]);
  /** Global scope offers vocabulary only. */
  const offered = scope === 'global' ? types.filter((x) => x.ref === CONCEPT_REFS.vocabulary) : types;

  const switchScope = (next: Scope) => {
    setScope(next);
    if (next === 'global') {
      setCourseId(null);
      setMain((m) => (m && m.ref !== CONCEPT_REFS.vocabulary ? null : m));
      setAlternatives((list) => list.filter((a) => a.ref === CONCEPT_REFS.vocabulary));
    }
  };

  const pick = (c: ConceptOption) => {
    if (!searching) return;
    const picked: PickedConcept = { ref: searching.type.ref, refId: c.id, title: c.title, typeName: searching.type.name };
    if (searching.for === 'main') setMain(picked);
    else setAlternatives((list) => [...list, picked]);
  };

  const submit = async () => {
    const draft = { name, courseId: scope === 'global' ? 0 : courseId ? Number(courseId) : null, main, alternatives };
    const invalid = validateDraft(draft);
    if (invalid) {
      setError(t(`errors.${messageKey(invalid.message)}`));
      return;
    }
    setBusy(true);
    setError(null);
    const r = await api.call(conceptValidatorApi.create, {
      body: {
        name: name.trim(),
        item_ref: main!.ref,
        item_ref_id: main!.refId,
        courseId: draft.courseId,
        alternative_items: alternatives.map((a) => ({ ref: a.ref, refId: a.refId })),
        ...(hasCompounds(main!.ref) ? { includeCompounds } : {}),
      },
    });
    setBusy(false);
    if (r.ok && r.data?.id) onCreated(r.data);
    else setError((!r.ok && r.status === 400 && r.error) || t('errors.failed'));
  };

  const typeButtons = (target: 'main' | 'alternative') => (
    <Group gap="xs">
      {offered.map((type) => (
        <Button
          key={type.ref}
          size="xs"
          variant="light"
          onClick={() => setSearching({ type, for: target })}
          aria-label={t(target === 'main' ? 'form.mainOf' : 'form.alternativeOf', { type: type.name })}
        >
          {type.name}
        </Button>
      ))}
    </Group>
  );

  return (
    <Stack p="md" gap="lg" maw={680} data-testid="clv-create-form">
      <Title order={4}>{t('form.title')}</Title>
      <Step n={1} title={t('form.name')}>
        <TextInput aria-label={t('form.name')} placeholder={t('form.namePlaceholder')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </Step>
      <Step n={2} title={t('form.scope')}>
        <Radio.Group value={scope} onChange={(v) => switchScope(v as Scope)} aria-label={t('form.scope')}>
          <Stack gap={6}>
            <Radio value="global" label={t('form.global')} />
            <Radio value="course" label={t('form.courseSpecific')} />
          </Stack>
        </Radio.Group>
        {scope === 'course' && (
          <Select
            aria-label={t('form.course')}
            data-testid="clv-course"
            placeholder={t('form.chooseCourse')}
            searchable
            value={courseId}
            onChange={setCourseId}
            data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        )}
      </Step>
      <Step n={3} title={t('form.main')}>
        {typeButtons('main')}
        {main && (
          <Group gap="xs" data-testid="clv-main">
            <Badge variant="outline" size="lg" tt="none">
              {main.typeName}: {main.title}
            </Badge>
            <ActionIcon variant="subtle" color="gray" aria-label={t('form.removeMain')} onClick={() => setMain(null)}>
              <IconX size={14} />
            </ActionIcon>
          </Group>
        )}
        {main && hasCompounds(main.ref) && (
          <Checkbox label={t('form.includeCompounds')} checked={includeCompounds} onChange={(e) => setIncludeCompounds(e.currentTarget.checked)} />
        )}
      </Step>
      <Step n={4} title={t('form.alternatives')}>
        {typeButtons('alternative')}
        {alternatives.map((a, i) => (
          <Group key={`${a.ref}:${a.refId}:${i}`} gap="xs" data-testid="clv-alternative">
            <Badge variant="outline" size="lg" tt="none">
              {a.typeName}: {a.title}
            </Badge>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('form.remove', { title: a.title })}
              onClick={() => setAlternatives((list) => list.filter((_, k) => k !== i))}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        ))}
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={16} />}>
          {t('form.alternativesHelp')}
        </Alert>
      </Step>
      {error && (
        <Alert color="red" data-testid="clv-form-error">
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
      <ConceptSearchDialog
        type={searching?.type ?? null}
        courseId={scope === 'global' || !courseId ? null : Number(courseId)}
        courseNames={courseNames}
        onPick={pick}
        onClose={() => setSearching(null)}
      />
    </Stack>
  );
}

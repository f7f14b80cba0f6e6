import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, MultiSelect, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { JOB_MESSAGES, useApi, useT, type Translate, type CreatedJob, type JobItemRow, type JobRow } from '../../../sdk/client';
import { SOURCE_FILTERS, validateJobForm, type KlineOption, type SourceFilter } from '../jobs-shared';
import { itemsApi, type ItemJobPath } from '../public';

export interface ItemJobFormProps {
  courseId: number;
  /** The kind's path: item-source-guesser, item-source-sentence-translation-validator, item-source-mean-validator. */
  path: ItemJobPath;
  /** The guesser has a source filter; the validators 'include previous validated'. */
  variant: 'guesser' | 'validator';
  title: string;
  onCreated(created: CreatedJob<JobRow, JobItemRow>): void;
  onCancel(): void;
}

/** Spec 3 §5 / §8: the server's two messages are shown as they are (in the UI language); any other failure is 'Failed to create job'. */
const shownError = (t: Translate, error: string | null | undefined) =>
  error === JOB_MESSAGES.name ? t('jobForm.errors.name') : error === JOB_MESSAGES.dialect ? t('jobForm.errors.dialect') : t('jobForm.errors.failed');

/**
 * The creation form of an Items screen job: a name, one of the course's source dialects, the
 * kind's option, and the k-lines to filter by. Checked here in the spec's order before sending.
 */
export function ItemJobForm({ courseId, path, variant, title, onCreated, onCancel }: ItemJobFormProps) {
  const t = useT('items');
  const api = useApi();
  const [dialects, setDialects] = useState<{ value: string; label: string }[]>([]);
  const [klines, setKlines] = useState<KlineOption[]>([]);
  const [name, setName] = useState('');
  const [dialectId, setDialectId] = useState<string | null>(null);
  const [sourceFilter, setSourceFilter] = useState<SourceFilter>('all');
  const [includePrevious, setIncludePrevious] = useState(false);
  const [klineIds, setKlineIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The course's source dialects only (spec 3 §5), as the item editor lists them.
    void api
      .load(itemsApi.blankSources, { params: { courseId } })
      .then((r) => r && setDialects(r.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }))));
    void api.load(itemsApi.kLines, { params: { courseId } }).then((r) => r && setKlines(r));
  }, [api, courseId]);

  const submit = async () => {
    const invalid = validateJobForm({ name, dialectId });
    if (invalid) {
      setError(shownError(t, invalid));
      return;
    }
    setBusy(true);
    setError(null);
    const r = await api.call(itemsApi.jobs[path].create, {
      params: { courseId },
      body: {
        name: name.trim(),
        dialect_id: Number(dialectId),
        ...(variant === 'guesser' ? { source_filter: sourceFilter } : { include_previous_validated: includePrevious }),
        filter_kline_ids: klineIds.map(Number),
      },
    });
    setBusy(false);
    if (r.ok && r.data?.id) onCreated(r.data);
    else setError(shownError(t, r.ok ? undefined : r.error));
  };

  return (
    <Stack p="md" maw={640}>
      <Title order={4}>{title}</Title>
      <TextInput label={t('jobForm.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Select label={t('jobForm.dialect')} required placeholder={t('jobForm.chooseDialect')} data={dialects} value={dialectId} onChange={setDialectId} />
      {variant === 'guesser' ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="source-filter-label">
            {t('jobForm.sourceFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="source-filter-label"
            value={sourceFilter}
            onChange={(v) => setSourceFilter(v as SourceFilter)}
            data={SOURCE_FILTERS.map((f) => ({ value: f.value, label: t(`sourceFilters.${f.value}`) }))}
          />
        </Stack>
      ) : (
        <Checkbox
          label={t('jobForm.includePrevious')}
          checked={includePrevious}
          onChange={(e) => setIncludePrevious(e.currentTarget.checked)}
          description={t('jobForm.includePreviousHelp')}
        />
      )}
      <MultiSelect
        label={t('jobForm.kLines')}
        placeholder={klines.length ? t('jobForm.allItems') : t('jobForm.noKLines')}
        disabled={!klines.length}
        clearable
        searchable
        data={klines.map((k) => ({ value: String(k.id), label: k.title || t('jobForm.kLineNumber', { id: k.id }) }))}
        value={klineIds}
        onChange={setKlineIds}
        description={t('jobForm.kLinesHelp')}
      />
      {error && (
        <Alert color="red" data-testid="job-form-error">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('jobForm.cancel')}
        </Button>
        <Button onClick={submit} disabled={busy}>
          {busy ? t('jobForm.creating') : t('jobForm.create')}
        </Button>
      </Group>
    </Stack>
  );
}

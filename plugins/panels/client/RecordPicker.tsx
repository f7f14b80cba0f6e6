import { MultiSelect, Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { useApi, useT, type Api } from '../../../sdk/client';
import { contract } from '../../../sdk/shared';
import { compoundResource } from '../../compounds/public';
import { itemResource } from '../../items/public';
import { segmentResource } from '../../segments/public';
import { sentenceResource } from '../../sentences/public';
import { chartResource, tableResource } from '../../tables/public';
import { vocsCourseResource } from '../../vocabulary/public';

type Row = Record<string, unknown> & { id: number };

/** Where a picker searches: a module's grid contracts (rows by ?text=, one row by id) in the course. */
export interface PickerSource {
  search(api: Api, text: string): Promise<Row[] | undefined>;
  row(api: Api, id: number): Promise<Row | undefined>;
  label(r: Row): string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.replace(/<[^>]*>/g, '') : '');
const labelled =
  (...fields: string[]) =>
  (r: Row) =>
    `${r.id} · ${fields.map((f) => text(r[f])).find((s) => s.trim()) ?? ''}`;

/** A resource's list contract with the ?text= search its grid routes take (ResourcePaths.list). */
const textQuery = z.object({ text: z.string() });
const searching = {
  sentences: contract({ method: 'GET', path: sentenceResource.list.path, query: textQuery, answer: sentenceResource.list.answer }),
  segments: contract({ method: 'GET', path: segmentResource.list.path, query: textQuery, answer: segmentResource.list.answer }),
  compounds: contract({ method: 'GET', path: compoundResource.list.path, query: textQuery, answer: compoundResource.list.answer }),
  items: contract({ method: 'GET', path: itemResource.list.path, query: textQuery, answer: itemResource.list.answer }),
  concepts: contract({ method: 'GET', path: vocsCourseResource.list.path, query: textQuery, answer: vocsCourseResource.list.answer }),
  tables: contract({ method: 'GET', path: tableResource.list.path, query: textQuery, answer: tableResource.list.answer }),
  charts: contract({ method: 'GET', path: chartResource.list.path, query: textQuery, answer: chartResource.list.answer }),
};

/** The modules the Edit tab picks from, through their resource contracts (their public.ts). */
export const PICKERS = {
  sentences: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.sentences, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(sentenceResource.row, { params: { courseId, id } }),
    label: labelled('target', 'source'),
  }),
  segments: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.segments, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(segmentResource.row, { params: { courseId, id } }),
    label: labelled('target', 'source'),
  }),
  compounds: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.compounds, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(compoundResource.row, { params: { courseId, id } }),
    label: labelled('title', 'form'),
  }),
  items: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.items, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(itemResource.row, { params: { courseId, id } }),
    label: labelled('target', 'source'),
  }),
  concepts: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.concepts, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(vocsCourseResource.row, { params: { id } }),
    label: labelled('word', 'title'),
  }),
  tables: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.tables, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(tableResource.row, { params: { courseId, id } }),
    label: labelled('name'),
  }),
  charts: (courseId: number): PickerSource => ({
    search: (api, t) => api.load(searching.charts, { params: { courseId }, query: { text: t } }),
    row: (api, id) => api.load(chartResource.row, { params: { courseId, id } }),
    label: labelled('name'),
  }),
};

/** Labels of ids already chosen (read once by id) and of the search's rows. */
function useOptions(source: PickerSource, ids: number[]) {
  const t = useT('panels');
  const api = useApi();
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const [found, setFound] = useState<Row[]>([]);
  const [search, setSearch] = useState('');
  const missing = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    void Promise.all(
      missing
        .split(',')
        .map(Number)
        .map(async (id) => [id, await source.row(api, id)] as const),
    ).then((rows) => setKnown((m) => new Map([...m, ...rows.map(([id, r]) => [id, r ? source.label(r) : t('picker.notFound', { id })] as const)])));
  }, [missing, api, source, t]);
  useEffect(() => {
    if (!search.trim()) return;
    const timer = setTimeout(() => {
      void source.search(api, search).then((rows) => setFound((rows ?? []).slice(0, 50)));
    }, 250);
    return () => clearTimeout(timer);
  }, [search, api, source.search]); // eslint-disable-line react-hooks/exhaustive-deps
  const data = useMemo(() => {
    const m = new Map(known);
    found.forEach((r) => m.set(r.id, source.label(r)));
    return [...m].map(([id, label]) => ({ value: String(id), label }));
  }, [known, found, source]);
  const remember = (id: number) => {
    const r = found.find((x) => x.id === id);
    if (r) setKnown((m) => new Map(m).set(id, source.label(r)));
  };
  return { data, search, setSearch, remember };
}

interface Common {
  label: string;
  source: PickerSource;
  error?: string;
  disabled?: boolean;
}

/** Several records of a module, searched by text as one types (sentences, segments, compounds). */
export function RecordsPicker({ label, source, value, onChange, error, disabled }: Common & { value: number[]; onChange(ids: number[]): void }) {
  const t = useT('panels');
  const o = useOptions(source, value);
  return (
    <MultiSelect
      size="xs"
      label={label}
      searchable
      clearable
      data={o.data}
      value={value.map(String)}
      error={error}
      disabled={disabled}
      onSearchChange={o.setSearch}
      filter={({ options }) => options}
      placeholder={t('picker.typeToSearch')}
      nothingFoundMessage={t('picker.nothingFound')}
      onChange={(v) => {
        const ids = v.map(Number);
        ids.forEach(o.remember);
        onChange(ids);
      }}
    />
  );
}

/** One record of a module, searched by text (concept, item, table, chart). */
export function RecordPicker({ label, source, value, onChange, error, disabled }: Common & { value: number | null; onChange(id: number | null): void }) {
  const t = useT('panels');
  const o = useOptions(source, value ? [value] : []);
  return (
    <Select
      size="xs"
      label={label}
      searchable
      clearable
      data={o.data}
      value={value ? String(value) : null}
      error={error}
      disabled={disabled}
      onSearchChange={o.setSearch}
      filter={({ options }) => options}
      placeholder={t('picker.typeToSearch')}
      nothingFoundMessage={t('picker.nothingFound')}
      onChange={(v) => {
        if (v) o.remember(Number(v));
        onChange(v ? Number(v) : null);
      }}
    />
  );
}

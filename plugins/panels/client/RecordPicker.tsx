import { MultiSelect, Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useHttp } from '../../../sdk/client';

type Row = Record<string, unknown> & { id: number };

/** Where a picker searches: a module's grid routes (list with ?text=, one row by id). */
export interface PickerSource {
  list: string;
  row(id: number): string;
  label(r: Row): string;
}

const text = (v: unknown) => (typeof v === 'string' ? v.replace(/<[^>]*>/g, '') : '');
const labelled = (...fields: string[]) => (r: Row) => `${r.id} · ${fields.map((f) => text(r[f])).find((s) => s.trim()) ?? ''}`;

/** The modules the Edit tab picks from, through their own HTTP routes. */
export const PICKERS = {
  sentences: (c: number): PickerSource => ({ list: `groups/${c}/sentences`, row: (id) => `groups/${c}/sentences/${id}`, label: labelled('target', 'source') }),
  segments: (c: number): PickerSource => ({ list: `courses/${c}/segments`, row: (id) => `courses/${c}/segments/${id}`, label: labelled('target', 'source') }),
  compounds: (c: number): PickerSource => ({ list: `groups/${c}/compounds`, row: (id) => `groups/${c}/compounds/${id}`, label: labelled('title', 'form') }),
  items: (c: number): PickerSource => ({ list: `groups/${c}/items`, row: (id) => `groups/${c}/items/${id}`, label: labelled('target', 'source') }),
  concepts: (c: number): PickerSource => ({ list: `courses/${c}/vocs`, row: (id) => `courses/vocs/${id}`, label: labelled('word', 'title') }),
  tables: (c: number): PickerSource => ({ list: `courses/${c}/table`, row: (id) => `courses/${c}/table/${id}`, label: labelled('name') }),
  charts: (c: number): PickerSource => ({ list: `courses/${c}/chart`, row: (id) => `courses/${c}/chart/${id}`, label: labelled('name') }),
};

/** Labels of ids already chosen (read once by id) and of the search's rows. */
function useOptions(source: PickerSource, ids: number[]) {
  const http = useHttp();
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const [found, setFound] = useState<Row[]>([]);
  const [search, setSearch] = useState('');
  const missing = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    void Promise.all(missing.split(',').map(Number).map(async (id) => [id, await http.get<Row>(source.row(id))] as const)).then((rows) =>
      setKnown((m) => new Map([...m, ...rows.map(([id, r]) => [id, r ? source.label(r) : `${id} · (not found)`] as const)])));
  }, [missing, http, source]);
  useEffect(() => {
    if (!search.trim()) return;
    const t = setTimeout(() => {
      void http.get<Row[]>(`${source.list}?text=${encodeURIComponent(search)}`).then((rows) => setFound((rows ?? []).slice(0, 50)));
    }, 250);
    return () => clearTimeout(t);
  }, [search, http, source.list]); // eslint-disable-line react-hooks/exhaustive-deps
  const data = useMemo(() => {
    const m = new Map(known);
    found.forEach((r) => m.set(r.id, source.label(r)));
    return [...m].map(([id, label]) => ({ value: String(id), label }));
  }, [known, found, source]);
  const remember = (id: number) => { const r = found.find((x) => x.id === id); if (r) setKnown((m) => new Map(m).set(id, source.label(r))); };
  return { data, search, setSearch, remember };
}

interface Common { label: string; source: PickerSource; error?: string; disabled?: boolean }

/** Several records of a module, searched by text as one types (sentences, segments, compounds). */
export function RecordsPicker({ label, source, value, onChange, error, disabled }: Common & { value: number[]; onChange(ids: number[]): void }) {
  const o = useOptions(source, value);
  return (
    <MultiSelect size="xs" label={label} searchable clearable data={o.data} value={value.map(String)} error={error} disabled={disabled}
      onSearchChange={o.setSearch} filter={({ options }) => options} placeholder="Type to search" nothingFoundMessage="Nothing found"
      onChange={(v) => { const ids = v.map(Number); ids.forEach(o.remember); onChange(ids); }} />
  );
}

/** One record of a module, searched by text (concept, item, table, chart). */
export function RecordPicker({ label, source, value, onChange, error, disabled }: Common & { value: number | null; onChange(id: number | null): void }) {
  const o = useOptions(source, value ? [value] : []);
  return (
    <Select size="xs" label={label} searchable clearable data={o.data} value={value ? String(value) : null} error={error} disabled={disabled}
      onSearchChange={o.setSearch} filter={({ options }) => options} placeholder="Type to search" nothingFoundMessage="Nothing found"
      onChange={(v) => { if (v) o.remember(Number(v)); onChange(v ? Number(v) : null); }} />
  );
}

import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useApi, useT } from '../../../sdk/client';
import { headingsApi } from '../../headings/public';

/** The heading of a record, chosen among the Headings module's headings (read through its GET headings/select). */
export function HeadingSelect({ value, onChange, error }: { value: number | null; onChange(id: number | null): void; error?: string }) {
  const api = useApi();
  const t = useT('dialogs');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const ctrl = new AbortController();
    void api
      .load(headingsApi.select, { signal: ctrl.signal })
      .then((list) => !ctrl.signal.aborted && setOptions((list ?? []).map((h) => ({ value: String(h.id), label: h.title }))));
    return () => ctrl.abort();
  }, [api]);
  const known = value === null || options.some((o) => o.value === String(value));
  return (
    <Select
      label={t('heading.label')}
      placeholder={t('heading.none')}
      clearable
      searchable
      error={error}
      data={known ? options : [...options, { value: String(value), label: t('heading.number', { id: value }) }]}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}

import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { apiUrl, downloadFile, FileExportDialog, useCommands, useT, type DialectRef } from '../../../sdk/client';
import { tbxApi, vocCsvApi } from '../public';

/** Export TBX: the course's vocabulary for a dialect pair as TBX-Basic, downloaded in one request. */
function ExportTbxDialog({ courseId, dialects, opened, onClose }: { courseId: number; dialects: DialectRef[]; opened: boolean; onClose(): void }) {
  const t = useT('vocabulary');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const data = dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }));
  const run = async () => {
    if (!from || !to) return t('tbx.choosePair');
    const res = await downloadFile(apiUrl(tbxApi.export, { courseId }, { from: Number(from), to: Number(to) }));
    if (!res.ok) return res.error;
    onClose();
  };
  return (
    <FileExportDialog title={t('tbx.title')} opened={opened} onClose={onClose} run={run}>
      <Group grow gap="xs">
        <Select size="xs" label={t('tbx.from')} data={data} value={from} onChange={setFrom} />
        <Select size="xs" label={t('tbx.to')} data={data} value={to} onChange={setTo} />
      </Group>
    </FileExportDialog>
  );
}

export interface VocExportsProps {
  courseId: number;
  dialects: DialectRef[];
  /** The grid's filters now: its dialect and search. */
  dialect: number | undefined;
  search: () => string;
  /** Where a refused export says why (undefined: the last one went through). */
  onError(message: string | undefined): void;
}

/**
 * The vocabulary's exports, as palette commands: Export TBX (a course's, for a dialect pair) and
 * Export all rows as CSV: the whole list of the paged grid with its dialect and search, from the
 * server (the grid's own Export CSV has only the rows loaded).
 */
export function VocExports({ courseId, dialects, dialect, search, onError }: VocExportsProps) {
  const t = useT('vocabulary');
  const [tbx, setTbx] = useState(false);
  const csv = async () => {
    const text = search() || undefined;
    const query = { dialect, text };
    const res = await downloadFile(courseId ? apiUrl(vocCsvApi.course, { courseId }, query) : apiUrl(vocCsvApi.main, undefined, query));
    onError(res.ok ? undefined : res.error);
  };
  useCommands([
    ...(courseId
      ? [{ id: 'vocabulary-export-tbx', category: t('category'), title: t('palette.exportTbx'), keys: 'alt+shift+E', run: () => setTbx(true) }]
      : []),
    { id: 'vocabulary-export-csv', category: t('category'), title: t('palette.exportCsv'), keys: 'mod+alt+shift+X', run: () => void csv() },
  ]);
  return courseId ? <ExportTbxDialog courseId={courseId} dialects={dialects} opened={tbx} onClose={() => setTbx(false)} /> : null;
}

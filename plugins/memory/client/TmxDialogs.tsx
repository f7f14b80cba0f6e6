import { Anchor, Button, FileInput, Group, Modal, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiUrl, ErrorLine, FileExportDialog, ImportReport, useApi } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { memoryApi, tmxApi, type TmxImportReport, type TmxTransfer } from '../public';

/** An export is polled every second while it runs. */
export const TMX_POLL_MS = 1000;

type Course = { id: number; name: string };

function CourseSelect({ courses, value, onChange }: { courses: Course[]; value: string | null; onChange(v: string | null): void }) {
  return (
    <Select
      size="xs"
      label="Course"
      searchable
      allowDeselect={false}
      data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** The courses of the memory (every course, by name), for the two dialogs. */
function useCourses(opened: boolean): Course[] {
  const api = useApi();
  const [courses, setCourses] = useState<Course[]>([]);
  useEffect(() => {
    if (opened) void api.load(memoryApi.miningCourses).then((c) => setCourses(c ?? []));
  }, [api, opened]);
  return courses;
}

/**
 * Export TMX: a course's memory as TMX 1.4b, a dialect pair (source first) or the whole course;
 * the export is a queued task whose progress shows until it is done, then its download link.
 */
export function ExportTmxDialog({ opened, onClose, dialects }: { opened: boolean; onClose(): void; dialects: DialectRef[] }) {
  const api = useApi();
  const courses = useCourses(opened);
  const [course, setCourse] = useState<string | null>(null);
  const [scope, setScope] = useState<'pair' | 'course'>('pair');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [transfer, setTransfer] = useState<TmxTransfer>();

  const active = transfer && (transfer.status === 'queued' || transfer.status === 'running');
  useEffect(() => {
    if (!active) return;
    const id = transfer.id;
    const timer = setInterval(() => {
      void api.load(tmxApi.export, { params: { id } }).then((t) => t && setTransfer(t));
    }, TMX_POLL_MS);
    return () => clearInterval(timer);
  }, [api, active, transfer?.id]);

  const start = async () => {
    if (!course) return 'Choose a course';
    if (scope === 'pair' && (!from || !to)) return 'Choose both dialects of the pair';
    const res = await api.call(tmxApi.startExport, {
      body: { courseId: Number(course), ...(scope === 'pair' ? { fromDialectId: Number(from), toDialectId: Number(to) } : {}) },
    });
    if (!res.ok) return Object.values(res.fields ?? {})[0] ?? res.error;
    setTransfer(res.data);
  };
  const dialectData = dialects.map((d) => ({ value: String(d.dialectId), label: d.dialectCode }));
  const progress = transfer && (
    <Stack gap={4} data-testid="tmx-export">
      <Text size="sm">
        {transfer.fileName}: {transfer.status} ({transfer.done}/{transfer.total} units)
      </Text>
      <Progress size="sm" value={transfer.total ? (transfer.done / transfer.total) * 100 : transfer.status === 'done' ? 100 : 0} aria-label="Export progress" />
      {transfer.status === 'failed' && <ErrorLine error={transfer.error ?? 'The export failed'} />}
      {transfer.status === 'done' && (
        <Anchor href={apiUrl(tmxApi.file, { id: transfer.id })} download={transfer.fileName} size="sm">
          Download {transfer.fileName}
        </Anchor>
      )}
    </Stack>
  );
  return (
    <FileExportDialog title="Export TMX" opened={opened} onClose={onClose} size="md" run={start} status={progress} disabled={!!active}>
      <CourseSelect courses={courses} value={course} onChange={setCourse} />
      <SegmentedControl
        size="xs"
        aria-label="What to export"
        value={scope}
        onChange={(v) => setScope(v === 'course' ? 'course' : 'pair')}
        data={[
          { value: 'pair', label: 'Dialect pair' },
          { value: 'course', label: 'Whole course' },
        ]}
      />
      {scope === 'pair' && (
        <Group grow gap="xs">
          <Select size="xs" label="From" searchable data={dialectData} value={from} onChange={setFrom} />
          <Select size="xs" label="To" searchable data={dialectData} value={to} onChange={setTo} />
        </Group>
      )}
    </FileExportDialog>
  );
}

/** Import TMX: a TMX file into a course's memory (one request); the report of what was added, left out as duplicates, and the conflicts. */
export function ImportTmxDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const api = useApi();
  const courses = useCourses(opened);
  const [course, setCourse] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TmxImportReport>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!course) return setError('Choose a course');
    if (!file) return setError('Choose a TMX file');
    setBusy(true);
    setError(undefined);
    setReport(undefined);
    // The course before the file: the server reads the file as it arrives.
    const form = new FormData();
    form.append('courseId', course);
    form.append('file', file, file.name);
    const res = await api.call(tmxApi.import, { form });
    setBusy(false);
    if (!res.ok) return setError(Object.values(res.fields ?? {})[0] ?? res.error);
    setReport(res.data);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Import TMX" size="lg">
      <Stack gap="xs">
        <CourseSelect courses={courses} value={course} onChange={setCourse} />
        <FileInput size="xs" label="TMX file" accept=".tmx,application/x-tmx+xml,text/xml" value={file} onChange={setFile} clearable />
        <ErrorLine error={error} />
        {report && (
          <ImportReport
            testId="tmx-report"
            summary={`${report.units} units read: ${report.imported} added, ${report.duplicates} duplicates left out, ${report.conflicts} conflicts, ${report.skipped} skipped`}
            note={report.languages.map((l) => `${l.lang} → ${l.dialectCode ?? 'not in the course'}`).join(', ')}
            tables={[
              {
                label: 'Conflicts',
                head: ['Line', 'Source', 'Target'],
                rows: report.conflictSamples.map((c) => ({ key: c.line, cells: [c.line, c.source, c.target] })),
              },
            ]}
          />
        )}
        <Group justify="flex-end">
          <Button size="xs" onClick={() => void run()} loading={busy}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

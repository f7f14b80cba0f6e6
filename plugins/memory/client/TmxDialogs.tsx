import { Anchor, Button, FileInput, Group, Modal, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiUrl, ErrorLine, FileExportDialog, ImportReport, useApi, useT } from '../../../sdk/client';
import type { DialectRef } from '../../../sdk/shared';
import { memoryApi, tmxApi, type TmxImportReport, type TmxTransfer } from '../public';

/** An export is polled every second while it runs. */
export const TMX_POLL_MS = 1000;

type Course = { id: number; name: string };

function CourseSelect({ courses, value, onChange }: { courses: Course[]; value: string | null; onChange(v: string | null): void }) {
  const t = useT('memory');
  return (
    <Select
      size="xs"
      label={t('tmx.course')}
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
  const t = useT('memory');
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
      void api.load(tmxApi.export, { params: { id } }).then((x) => x && setTransfer(x));
    }, TMX_POLL_MS);
    return () => clearInterval(timer);
  }, [api, active, transfer?.id]);

  const start = async () => {
    if (!course) return t('tmx.chooseCourse');
    if (scope === 'pair' && (!from || !to)) return t('tmx.choosePair');
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
        {t('tmx.progress', {
          file: transfer.fileName,
          status: t(`tmx.status.${transfer.status}`, { defaultValue: transfer.status }),
          done: transfer.done,
          total: transfer.total,
        })}
      </Text>
      <Progress
        size="sm"
        value={transfer.total ? (transfer.done / transfer.total) * 100 : transfer.status === 'done' ? 100 : 0}
        aria-label={t('tmx.exportProgress')}
      />
      {transfer.status === 'failed' && <ErrorLine error={transfer.error ?? t('tmx.exportFailed')} />}
      {transfer.status === 'done' && (
        <Anchor href={apiUrl(tmxApi.file, { id: transfer.id })} download={transfer.fileName} size="sm">
          {t('tmx.download', { file: transfer.fileName })}
        </Anchor>
      )}
    </Stack>
  );
  return (
    <FileExportDialog title={t('tmx.export')} opened={opened} onClose={onClose} size="md" run={start} status={progress} disabled={!!active}>
      <CourseSelect courses={courses} value={course} onChange={setCourse} />
      <SegmentedControl
        size="xs"
        aria-label={t('tmx.scope')}
        value={scope}
        onChange={(v) => setScope(v === 'course' ? 'course' : 'pair')}
        data={[
          { value: 'pair', label: t('tmx.pair') },
          { value: 'course', label: t('tmx.wholeCourse') },
        ]}
      />
      {scope === 'pair' && (
        <Group grow gap="xs">
          <Select size="xs" label={t('tmx.from')} searchable data={dialectData} value={from} onChange={setFrom} />
          <Select size="xs" label={t('tmx.to')} searchable data={dialectData} value={to} onChange={setTo} />
        </Group>
      )}
    </FileExportDialog>
  );
}

/** Import TMX: a TMX file into a course's memory (one request); the report of what was added, left out as duplicates, and the conflicts. */
export function ImportTmxDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const t = useT('memory');
  const api = useApi();
  const courses = useCourses(opened);
  const [course, setCourse] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TmxImportReport>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!course) return setError(t('tmx.chooseCourse'));
    if (!file) return setError(t('tmx.chooseFile'));
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
    <Modal opened={opened} onClose={onClose} title={t('tmx.import')} size="lg">
      <Stack gap="xs">
        <CourseSelect courses={courses} value={course} onChange={setCourse} />
        <FileInput size="xs" label={t('tmx.file')} accept=".tmx,application/x-tmx+xml,text/xml" value={file} onChange={setFile} clearable />
        <ErrorLine error={error} />
        {report && (
          <ImportReport
            testId="tmx-report"
            summary={t('tmx.summary', {
              units: report.units,
              imported: report.imported,
              duplicates: report.duplicates,
              conflicts: report.conflicts,
              skipped: report.skipped,
            })}
            note={report.languages.map((l) => `${l.lang} → ${l.dialectCode ?? t('tmx.notInCourse')}`).join(', ')}
            tables={[
              {
                label: t('tmx.conflicts'),
                head: [t('tmx.line'), t('tmx.source'), t('tmx.target')],
                rows: report.conflictSamples.map((c) => ({ key: c.line, cells: [c.line, c.source, c.target] })),
              },
            ]}
          />
        )}
        <Group justify="flex-end">
          <Button size="xs" onClick={() => void run()} loading={busy}>
            {t('tmx.importButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

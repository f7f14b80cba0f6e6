import { Button, Checkbox, FileInput, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { apiUrl, downloadFile, ErrorLine, FileExportDialog, ImportReport, useApi, useT } from '../../../sdk/client';
import { XLIFF_VERSIONS, xliffApi, type XliffReport, type XliffVersion } from '../public';

/** Export XLIFF: the project's rows as an XLIFF 1.2 or 2.0 file, downloaded in one request. */
export function ExportXliffDialog({ projectId, opened, onClose }: { projectId: number; opened: boolean; onClose(): void }) {
  const t = useT('translations');
  const [version, setVersion] = useState<XliffVersion>('1.2');
  const run = async () => {
    const res = await downloadFile(apiUrl(xliffApi.export, { id: projectId }, { version }));
    if (!res.ok) return res.error;
    onClose();
  };
  return (
    <FileExportDialog title={t('project.exportXliff')} opened={opened} onClose={onClose} run={run}>
      <SegmentedControl
        size="xs"
        aria-label={t('xliff.version')}
        value={version}
        onChange={(v) => setVersion(v === '2.0' ? '2.0' : '1.2')}
        data={XLIFF_VERSIONS.map((v) => ({ value: v, label: `XLIFF ${v}` }))}
      />
    </FileExportDialog>
  );
}

/**
 * Import XLIFF: the file back into the project (one request), its report of changed, unchanged,
 * conflicting and refused units; the conflicting ones (changed here since the export) are applied
 * only when confirmed, the same file sent again with their ids.
 */
export function ImportXliffDialog({ projectId, opened, onClose, onImported }: { projectId: number; opened: boolean; onClose(): void; onImported(): void }) {
  const t = useT('translations');
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<XliffReport>();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) {
      setReport(undefined);
      setError(undefined);
      setFile(null);
    }
  }, [opened]);

  const send = async (confirm: number[]) => {
    if (!file) return setError(t('xliff.chooseFile'));
    setBusy(true);
    setError(undefined);
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await api.call(xliffApi.import, { params: { id: projectId }, query: confirm.length ? { confirm: confirm.join(',') } : {}, form });
    setBusy(false);
    if (!res.ok) return setError(Object.values(res.fields ?? {})[0] ?? res.error);
    setReport(res.data);
    setChosen(res.data.conflicting.filter((c) => !c.confirmed).map((c) => c.id));
    if (res.data.applied) onImported();
  };
  const open = report?.conflicting.filter((c) => !c.confirmed) ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('project.importXliff')} size="xl">
      <Stack gap="xs">
        <FileInput
          size="xs"
          label={t('xliff.file')}
          accept=".xlf,.xliff,application/xliff+xml,text/xml"
          value={file}
          onChange={(f) => {
            setFile(f);
            setReport(undefined);
          }}
          clearable
        />
        <ErrorLine error={error} />
        {report && (
          <ImportReport
            testId="xliff-report"
            summary={t(report.applied ? 'xliff.summary' : 'xliff.summaryNothing', {
              changed: report.changed.length,
              unchanged: report.unchanged.length,
              conflicting: report.conflicting.length,
              refused: report.refused.length,
            })}
            tables={[
              { label: t('xliff.refused'), rows: report.refused.map((r) => ({ key: r.id, cells: [r.id, r.reason] })) },
              {
                label: t('xliff.conflicting'),
                head: ['', t('xliff.row'), t('xliff.here'), t('xliff.inFile')],
                rows: report.conflicting.map((c) => ({
                  key: c.id,
                  cells: [
                    c.confirmed ? (
                      <Text size="xs">{t('xliff.applied')}</Text>
                    ) : (
                      <Checkbox
                        size="xs"
                        aria-label={t('xliff.applyRow', { id: c.id })}
                        checked={chosen.includes(c.id)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setChosen((l) => (on ? [...l, c.id] : l.filter((x) => x !== c.id)));
                        }}
                      />
                    ),
                    c.id,
                    c.here,
                    `${c.file} (${t(`xliff.status.${c.status}`, { defaultValue: String(c.status) })})`,
                  ],
                })),
              },
            ]}
          />
        )}
        <Group justify="flex-end">
          {open.length > 0 && (
            <Button size="xs" color="orange" loading={busy} disabled={!chosen.length} onClick={() => void send(chosen)}>
              {t('xliff.applyConflicting', { count: chosen.length })}
            </Button>
          )}
          <Button size="xs" variant={report ? 'default' : 'filled'} loading={busy} onClick={() => (report ? onClose() : void send([]))}>
            {report ? t('xliff.close') : t('xliff.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

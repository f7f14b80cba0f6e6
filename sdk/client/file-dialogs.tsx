import { Button, Group, Modal, Stack, Table, Text, type MantineSize } from '@mantine/core';
import { useState, type Key, type ReactNode } from 'react';
import { useT } from './i18n/i18n';

export interface FileExportDialogProps {
  title: string;
  opened: boolean;
  onClose(): void;
  size?: MantineSize;
  /** The export's choices (dialects, version, course). */
  children?: ReactNode;
  /** Starts the export (a download, a queued task): the message to show when refused, else undefined. */
  run(): Promise<string | undefined>;
  /** Under the error line: what the export shows as it goes (a queued export's progress). */
  status?: ReactNode;
  /** The Export button waits (an export running). */
  disabled?: boolean;
}

/** A file export's dialog: its choices, the refusal's message, and the Export button, busy while the export starts. */
export function FileExportDialog({ title, opened, onClose, size = 'sm', children, run, status, disabled }: FileExportDialogProps) {
  const t = useT('sdk');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(undefined);
    const refused = await run();
    setBusy(false);
    setError(refused);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Stack gap="xs">
        {children}
        <ErrorLine error={error} />
        {status}
        <Group justify="flex-end">
          <Button size="xs" loading={busy} disabled={disabled} onClick={() => void start()}>
            {t('common.export')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A dialog's error line (an alert), nothing without an error. */
export function ErrorLine({ error }: { error: string | undefined }) {
  return error ? (
    <Text size="sm" c="red" role="alert">
      {error}
    </Text>
  ) : null;
}

/** A table of an import's report: its rows, with a header when given; not shown without rows. */
export interface ReportTable {
  label: string;
  head?: ReactNode[];
  rows: { key: Key; cells: ReactNode[] }[];
}

/** An import's report: its counts, a note under them, and its tables (conflicts, refusals). */
export function ImportReport({ testId, summary, note, tables }: { testId: string; summary: ReactNode; note?: ReactNode; tables: ReportTable[] }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm">{summary}</Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {tables
        .filter((t) => t.rows.length)
        .map((t) => (
          <Table key={t.label} fz="xs" aria-label={t.label}>
            {t.head && (
              <Table.Thead>
                <Table.Tr>
                  {t.head.map((h, i) => (
                    <Table.Th key={i}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
            )}
            <Table.Tbody>
              {t.rows.map((r) => (
                <Table.Tr key={r.key}>
                  {r.cells.map((c, i) => (
                    <Table.Td key={i}>{c}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Stack>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { IconRobot } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { DataGrid, openLocation, useApi, useNavigation, useT, type Translate } from '../../../sdk/client';
import { aiReviewApi } from '../public';
import { REVIEW_FLAGGED, REVIEW_OK, type FlaggedReview, type ReviewDashboard } from '../shared';
import { COUNT_STATUS, type FlaggedFilter } from './DashboardTab';

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The red and green robots of spec 1 §2 (aiReview: 1 flagged, 2 OK). */
function Robot({ value }: { value: unknown }) {
  const t = useT('ai-review');
  return (
    <IconRobot
      size={16}
      color={value === REVIEW_FLAGGED ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-green-6)'}
      aria-label={t(value === REVIEW_FLAGGED ? 'robot.flagged' : 'robot.ok')}
    />
  );
}

const columns = (t: Translate): ColDef<FlaggedReview>[] => [
  { field: 'status', headerName: '', width: 50, cellRenderer: (p: ICellRendererParams<FlaggedReview>) => <Robot value={p.value} /> },
  { field: 'refId', headerName: t('list.id'), width: 80 },
  { field: 'dialectCode', headerName: t('list.dialect'), width: 90 },
  { field: 'text', headerName: t('list.text'), flex: 1, valueFormatter: (p) => plain(String(p.value ?? '')) },
  { field: 'response', headerName: t('list.findings'), flex: 2, tooltipField: 'reasoning' },
];

/**
 * The flagged texts of a content type (in a dialect, or all), or its OK or all its checked ones
 * (filter.count): each with its findings and the
 * agent's reasoning; 'Mark as OK' sets the review to 2 (spec 2 §4), 'Open' goes to the record
 * where the server says it opens (a part, such as a reading text, on its reading with the text selected).
 */
export function FlaggedList({
  courseId,
  filter,
  onClose,
  onChanged,
}: {
  courseId: number;
  filter: FlaggedFilter;
  onClose(): void;
  /** After a mark: the dashboard with its new counts, as the write answered it. */
  onChanged(dashboard: ReviewDashboard): void;
}) {
  const api = useApi();
  const t = useT('ai-review');
  const navigation = useNavigation();
  const [rows, setRows] = useState<FlaggedReview[]>();
  const [selected, setSelected] = useState<FlaggedReview>();
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    const list = await api.load(aiReviewApi.reviews, {
      params: { courseId },
      query: { ref: filter.ref, dialectId: filter.dialectId ?? undefined, status: COUNT_STATUS[filter.count ?? 'flagged'] },
    });
    setRows(list ?? []);
  }, [api, courseId, filter]);
  useEffect(() => {
    void load();
  }, [load]);

  const markOk = async (r: FlaggedReview) => {
    const res = await api.call(aiReviewApi.setStatus, { params: { id: r.id }, body: { status: REVIEW_OK } });
    if (!res.ok) {
      setError(res.error);
      return;
    }
    setError('');
    setSelected({ ...r, status: REVIEW_OK });
    setRows((list) => list?.map((x) => (x.id === r.id ? { ...x, status: REVIEW_OK } : x)));
    onChanged(res.data.dashboard);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('list.title', { kind: t(`counts.${filter.count ?? 'flagged'}`), name: filter.name, dialect: filter.dialectLabel })}
    >
      <Stack gap="sm">
        <div style={{ height: 260 }}>
          <DataGrid<FlaggedReview>
            columns={columns(t)}
            rows={rows}
            testId="ai-review-flagged"
            selectedId={selected?.id}
            onSelect={setSelected}
            onOpen={setSelected}
          />
        </div>
        {selected && (
          <Stack gap={4} aria-label={t('list.review')}>
            <Text size="sm">
              <b>{selected.dialectCode}:</b> {plain(selected.text)}
            </Text>
            {selected.reference && (
              <Text size="sm" c="dimmed">
                {t('list.comparedWith', { text: plain(selected.reference) })}
              </Text>
            )}
            <Text size="sm" c="red" style={{ whiteSpace: 'pre-line' }}>
              {selected.response}
            </Text>
            <Text size="xs" c="dimmed">
              {selected.reasoning}
            </Text>
            {error && (
              <Text size="sm" c="red">
                {error}
              </Text>
            )}
            <Group>
              <Button size="xs" color="green" disabled={selected.status === REVIEW_OK} onClick={() => void markOk(selected)}>
                {t(selected.status === REVIEW_OK ? 'list.markedOk' : 'list.markOk')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={!selected.open}
                onClick={() => selected.open && openLocation(navigation, selected.open, courseId, { dialect: selected.dialectId })}
              >
                {t('list.open')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

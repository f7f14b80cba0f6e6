import { Stack, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useT, type JobItemRow, type Translate } from '../../../sdk/client';
import type { ItemJobInfo } from '../jobs-shared';

const infoOf = (row: JobItemRow | undefined) => row?.item_info as unknown as ItemJobInfo | undefined;
const wrap = { whiteSpace: 'normal', lineHeight: 1.35 } as const;

/** The item's target text, under its id and dialect. */
export function TargetCell({ info }: { info: ItemJobInfo | undefined }) {
  if (!info) return null;
  return (
    <Stack gap={0} py={4}>
      <Text size="xs" c="dimmed">
        #{info.item_id} · {info.target_dialect_code}
      </Text>
      <Text size="sm" style={wrap}>
        {info.target_text}
      </Text>
    </Stack>
  );
}

/** The source in the job's dialect as it is now; after a change or an accept, the one it replaced, struck through. */
export function SourceCell({ info }: { info: ItemJobInfo | undefined }) {
  const t = useT('items');
  if (!info) return null;
  return (
    <Stack gap={0} py={4}>
      <Text size="xs" c="dimmed">
        {info.dialect_code}
      </Text>
      {info.source_text ? (
        <Text size="sm" style={wrap}>
          {info.source_text}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('columns.empty')}
        </Text>
      )}
      {info.previous_source !== undefined && (
        <Text size="xs" c="dimmed" td="line-through" data-testid="previous-source" style={wrap}>
          {info.previous_source || t('columns.empty')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The item info columns of the three item jobs: the item (id, target dialect, target text) and its
 * source (the job's dialect, the current text, the replaced one). Two columns, so that the AI
 * result stays in view beside the job list.
 */
export const itemJobColumns = (t: Translate): ColDef<JobItemRow>[] => [
  {
    headerName: t('columns.item'),
    flex: 1,
    minWidth: 140,
    autoHeight: true,
    valueGetter: (p) => infoOf(p.data)?.target_text ?? '',
    cellRenderer: (p: ICellRendererParams<JobItemRow>) => <TargetCell info={infoOf(p.data)} />,
  },
  {
    headerName: t('columns.source'),
    flex: 1,
    minWidth: 140,
    autoHeight: true,
    valueGetter: (p) => infoOf(p.data)?.source_text ?? '',
    cellRenderer: (p: ICellRendererParams<JobItemRow>) => <SourceCell info={infoOf(p.data)} />,
  },
];

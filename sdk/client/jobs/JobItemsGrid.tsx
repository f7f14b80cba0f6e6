import { useMemo, useState, type CSSProperties } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useNavigation } from '../hooks';
import { DataGrid } from '../grid/DataGrid';
import { AsyncStatusCell } from './AsyncStatusCell';
import { PromptLogDialog } from './PromptLogDialog';
import { useT } from '../i18n/i18n';

/** What the items grid reads of every job item, whatever its kind. */
export interface JobItemBase {
  id: number;
  /** Where the record lives, for the module navigation column. */
  navigation_data: { ref: number; refId: number; courseId: number };
  async_task_id: number | null;
  async_task_status: number | null;
}

export interface JobItemsGridProps<I extends JobItemBase> {
  rows: I[] | undefined;
  /** Columns before the module navigation (the item actions). */
  leading?: ColDef<I>[];
  /** Columns after the AI status: the item, the result. */
  columns: ColDef<I>[];
  rowStyle?(row: I): CSSProperties | undefined;
  /** The entity the prompt log is written for (the agent's AgentCall.entity type). */
  logEntity: string;
}

/**
 * A job's items: the kind's leading columns, the module navigation, the AI status (the task's
 * status and the agent prompt log), then the kind's columns; the log opens in its dialog.
 */
export function JobItemsGrid<I extends JobItemBase>({ rows, leading, columns, rowStyle, logEntity }: JobItemsGridProps<I>) {
  const t = useT('sdk');
  const navigation = useNavigation();
  const [logOf, setLogOf] = useState<number | null>(null);
  const all = useMemo<ColDef<I>[]>(
    () => [
      ...(leading ?? []),
      {
        headerName: '',
        width: 44,
        sortable: false,
        cellRenderer: (p: ICellRendererParams<I>) =>
          p.data && (
            <Tooltip label={t('jobs.openInModule')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('jobs.openInModule')}
                onClick={() => {
                  const n = p.data!.navigation_data;
                  navigation.navigate({ ref: n.ref, courseId: n.courseId, search: String(n.refId) });
                }}
              >
                <IconExternalLink size={16} />
              </ActionIcon>
            </Tooltip>
          ),
      },
      {
        headerName: t('jobs.aiStatus'),
        width: 84,
        sortable: false,
        cellRenderer: (p: ICellRendererParams<I>) =>
          p.data && (
            <Group gap={4} wrap="nowrap">
              <AsyncStatusCell taskId={p.data.async_task_id} status={p.data.async_task_status} />
              <ActionIcon variant="subtle" aria-label={t('jobs.promptLog')} onClick={() => setLogOf(p.data!.id)}>
                <IconFileText size={16} />
              </ActionIcon>
            </Group>
          ),
      },
      ...columns,
    ],
    [leading, columns, navigation],
  );
  return (
    <>
      <div style={{ flex: 1, minHeight: 200 }}>
        <DataGrid<I> testId="job-items" columns={all} rows={rows} rowStyle={rowStyle} />
      </div>
      {logOf !== null && <PromptLogDialog entityType={logEntity} entityId={logOf} opened onClose={() => setLogOf(null)} />}
    </>
  );
}

import { SearchDialog, useApi } from '../../../sdk/client';
import { tablesApi, type LinkedRecord } from '../public';

export interface SearchDialogProps {
  opened: boolean;
  onClose(): void;
  courseId: number;
  /** The chosen record; the dialog closes after it. */
  onPick(record: LinkedRecord): void;
  /** Ids already chosen: shown, but not offered again. */
  exclude?: number[];
}

interface Props extends SearchDialogProps {
  title: string;
  /** The record kind and its plural for messages: 'table', 'tables'. */
  noun: 'table' | 'chart';
  plural: string;
}

/** The search popup of a course's records named by a name (Search Table, Search Chart; spec 2 §2). */
export function SearchRecordDialog({ courseId, onPick, title, noun, plural, ...rest }: Props) {
  const api = useApi();
  const list = noun === 'table' ? tablesApi.searchTables : tablesApi.searchCharts;
  return (
    <SearchDialog<LinkedRecord>
      {...rest}
      title={title}
      testId={`search-${noun}-dialog`}
      pickTestId={`pick-${noun}`}
      placeholder={`Search ${plural} by name`}
      label={`Search ${plural}`}
      deps={[courseId, noun]}
      search={(text, signal) => api.call(list, { params: { courseId }, query: text ? { text } : undefined, signal })}
      render={(r) => r.name}
      onPick={(r) => onPick({ id: r.id, name: r.name })}
      failed={`The ${plural} could not be loaded (the Tables and Charts modules need their own permission).`}
      empty={`No ${plural} found.`}
    />
  );
}

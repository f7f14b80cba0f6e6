import { SearchDialog, useApi, useT } from '../../../sdk/client';
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
  /** The record kind: its title and messages come from the catalogue. */
  noun: 'table' | 'chart';
}

/** The search popup of a course's records named by a name (Search Table, Search Chart; spec 2 §2). */
export function SearchRecordDialog({ courseId, onPick, noun, ...rest }: Props) {
  const api = useApi();
  const t = useT('tables');
  const nouns = t(`nouns.${noun}s`);
  const list = noun === 'table' ? tablesApi.searchTables : tablesApi.searchCharts;
  return (
    <SearchDialog<LinkedRecord>
      {...rest}
      title={t(`search.${noun}`)}
      testId={`search-${noun}-dialog`}
      pickTestId={`pick-${noun}`}
      placeholder={t('search.placeholder', { nouns })}
      label={t('search.label', { nouns })}
      deps={[courseId, noun]}
      search={(text, signal) => api.call(list, { params: { courseId }, query: text ? { text } : undefined, signal })}
      render={(r) => r.name}
      onPick={(r) => onPick({ id: r.id, name: r.name })}
      failed={t('search.failed', { nouns })}
      empty={t('search.empty', { nouns })}
    />
  );
}

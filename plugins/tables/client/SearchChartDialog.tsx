import { SearchRecordDialog, type SearchDialogProps } from './SearchRecordDialog';

export type { SearchDialogProps } from './SearchRecordDialog';

/** The Search Chart popup (spec 2 §2): find a chart of the course by name and pick it. */
export function SearchChartDialog(props: SearchDialogProps) {
  return <SearchRecordDialog {...props} noun="chart" />;
}

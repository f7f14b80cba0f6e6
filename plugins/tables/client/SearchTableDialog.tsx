import { SearchRecordDialog, type SearchDialogProps } from './SearchRecordDialog';

export type { SearchDialogProps } from './SearchRecordDialog';

/** The Search Table popup (spec 2 §2): find a table of the course by name and pick it. */
export function SearchTableDialog(props: SearchDialogProps) {
  return <SearchRecordDialog {...props} noun="table" />;
}

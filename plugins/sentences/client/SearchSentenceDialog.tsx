import { SearchTextDialog, type SearchTextDialogProps } from '../../../sdk/client';

/** The sentences search popup (spec 2 §2): GET groups/{course}/sentences?dialect&text. */
export function SearchSentenceDialog(props: SearchTextDialogProps) {
  return <SearchTextDialog {...props} title="Search Sentence" url={`groups/${props.courseId}/sentences`} noun="sentence" plural="sentences" size={520} />;
}

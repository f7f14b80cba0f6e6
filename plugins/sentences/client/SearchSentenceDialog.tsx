import { SearchTextDialog, type SearchTextDialogProps } from '../../../sdk/client';
import { pathOf } from '../../../sdk/shared';
import { sentenceResource } from '../public';

/** The sentences search popup (spec 2 §2): GET groups/{course}/sentences?dialect&text. */
export function SearchSentenceDialog(props: SearchTextDialogProps) {
  return (
    <SearchTextDialog
      {...props}
      title="Search Sentence"
      url={pathOf(sentenceResource.list, { courseId: props.courseId })}
      noun="sentence"
      plural="sentences"
      size={520}
    />
  );
}

import { SearchTextDialog, useT, type SearchTextDialogProps } from '../../../sdk/client';
import { pathOf } from '../../../sdk/shared';
import { sentenceResource } from '../public';

/** The sentences search popup (spec 2 §2): GET groups/{course}/sentences?dialect&text. */
export function SearchSentenceDialog(props: SearchTextDialogProps) {
  const t = useT('sentences');
  return (
    <SearchTextDialog
      {...props}
      title={t('search.title')}
      url={pathOf(sentenceResource.list, { courseId: props.courseId })}
      noun="sentence"
      plural={t('search.plural')}
      size={520}
    />
  );
}

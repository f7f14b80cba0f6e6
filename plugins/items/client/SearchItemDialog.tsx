import { SearchTextDialog, useT, type SearchTextDialogProps } from '../../../sdk/client';
import { pathOf } from '../../../sdk/shared';
import { itemResource } from '../public';

export const SEARCH_ITEM_WIDTH = 468;
export const SEARCH_ITEM_HEIGHT = 555;

/**
 * The Search Item popup (spec 2 §2, 468x555): a text search over the course's items (GET
 * groups/{course}/items?dialect&text; a number also finds the item by id), the dialect whose text
 * the list shows, and the matches.
 */
export function SearchItemDialog(props: SearchTextDialogProps) {
  const t = useT('items');
  return (
    <SearchTextDialog
      {...props}
      title={t('search.title')}
      url={pathOf(itemResource.list, { courseId: props.courseId })}
      noun="item"
      plural={t('search.plural')}
      size={SEARCH_ITEM_WIDTH}
      height={SEARCH_ITEM_HEIGHT}
    />
  );
}

import { IconStar, IconStarFilled } from '@tabler/icons-react';

/**
 * The star of a palette entry. A span, not a button: the entry itself is a button; a click here
 * stars or unstars the entry without running it.
 */
export function FavouriteStar({ on, label, toggle }: { on: boolean; label: string; toggle: () => void }) {
  const Icon = on ? IconStarFilled : IconStar;
  return (
    <span
      role="switch"
      aria-checked={on}
      aria-label={`Favourite: ${label}`}
      title={on ? 'Remove from favourites (Ctrl+D)' : 'Add to favourites (Ctrl+D)'}
      className="cm-favourite-star"
      data-on={on || undefined}
      onMouseDown={(e) => e.preventDefault()}
      onClick={(e) => {
        e.stopPropagation();
        e.preventDefault();
        toggle();
      }}
    >
      <Icon size={15} />
    </span>
  );
}

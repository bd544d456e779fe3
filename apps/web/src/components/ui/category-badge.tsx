import { placeCategoryLabels, type PlaceCategory } from '@waggle/shared/domain';
import { categoryColor, categoryStyle } from '../../lib/palette';

/**
 * A place's category: its icon in the family's colour (normal or colour-blind palette, index.css)
 * beside its name in words, so the colour only adds to what the icon and the words say.
 */
export function CategoryBadge({ category }: { category: PlaceCategory }) {
  const { Icon } = categoryStyle[category];
  const color = categoryColor(category);
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full border-2 bg-white px-2 py-0.5 text-xs font-medium text-stone-800 dark:bg-stone-900 dark:text-stone-100"
      style={{ borderColor: color }}
    >
      <Icon aria-hidden="true" className="size-3.5" style={{ color }} />
      {placeCategoryLabels[category]}
    </span>
  );
}

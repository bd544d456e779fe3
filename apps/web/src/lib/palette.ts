import type { PlaceCategory } from '@waggle/shared/domain';
import {
  Beer,
  BedDouble,
  Coffee,
  Dog,
  Footprints,
  MapPin,
  Scissors,
  ShoppingBag,
  Stethoscope,
  Trees,
  UtensilsCrossed,
  Waves,
  type LucideIcon,
} from 'lucide-react';

/** Families of categories that share a colour; each category keeps an icon of its own. */
export type CategoryFamily = 'outdoors' | 'food' | 'stay' | 'care' | 'shop' | 'other';

/**
 * How each category looks: its family's colour (a CSS variable index.css defines for the normal
 * and the colour-blind palettes, light and dark) and its icon, so the category never rests on
 * colour alone.
 */
export const categoryStyle: Record<PlaceCategory, { family: CategoryFamily; Icon: LucideIcon }> = {
  dog_park: { family: 'outdoors', Icon: Dog },
  park: { family: 'outdoors', Icon: Trees },
  beach: { family: 'outdoors', Icon: Waves },
  trail: { family: 'outdoors', Icon: Footprints },
  cafe: { family: 'food', Icon: Coffee },
  restaurant: { family: 'food', Icon: UtensilsCrossed },
  bar: { family: 'food', Icon: Beer },
  hotel: { family: 'stay', Icon: BedDouble },
  vet: { family: 'care', Icon: Stethoscope },
  groomer: { family: 'care', Icon: Scissors },
  shop: { family: 'shop', Icon: ShoppingBag },
  other: { family: 'other', Icon: MapPin },
};

/** The CSS colour of a category's family: `var(--color-category-…)`. */
export const categoryColor = (category: PlaceCategory): string =>
  `var(--color-category-${categoryStyle[category].family})`;

/** A rating's filled star, in the rating colour of the palette in use. */
export const filledStarClasses = 'fill-(--color-rating) text-(--color-rating)';

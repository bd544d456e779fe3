import { z } from 'zod';

// docs/product.md#data-model — the vocabularies of places, reviews, suggestions and reports.
export const placeCategories = [
  'dog_park',
  'park',
  'beach',
  'trail',
  'cafe',
  'restaurant',
  'bar',
  'hotel',
  'shop',
  'vet',
  'groomer',
  'other',
] as const;
export const placeCategorySchema = z.enum(placeCategories);
export type PlaceCategory = z.infer<typeof placeCategorySchema>;

/** What each category is called, wherever people read it: chips, cards, imported places' names. */
export const placeCategoryLabels: Record<PlaceCategory, string> = {
  dog_park: 'Dog park',
  park: 'Park',
  beach: 'Beach',
  trail: 'Trail',
  cafe: 'Café',
  restaurant: 'Restaurant',
  bar: 'Bar',
  hotel: 'Hotel',
  shop: 'Pet shop',
  vet: 'Vet',
  groomer: 'Groomer',
  other: 'Other',
};

export const dogSizes = ['small', 'medium', 'large', 'giant'] as const;
export const dogSizeSchema = z.enum(dogSizes);
export type DogSize = z.infer<typeof dogSizeSchema>;

/**
 * What each dog size is called, and the weights it spans, wherever people read it: the place
 * page, the forms, the reviews and the profile.
 */
export const dogSizeLabels: Record<DogSize, { name: string; weight: string }> = {
  small: { name: 'Small', weight: 'up to 10 kg' },
  medium: { name: 'Medium', weight: '10–25 kg' },
  large: { name: 'Large', weight: '25–45 kg' },
  giant: { name: 'Giant', weight: 'over 45 kg' },
};

/** "Large (25–45 kg)": a size as a choice or an answer. */
export const dogSizeText = (size: DogSize): string =>
  `${dogSizeLabels[size].name} (${dogSizeLabels[size].weight})`;

/** "a large dog": a size in a sentence. */
export const dogOfSizeText = (size: DogSize): string =>
  `a ${dogSizeLabels[size].name.toLowerCase()} dog`;

export const placeSources = ['community', 'osm', 'admin'] as const;
export const placeStatuses = ['active', 'hidden'] as const;
export const reviewStatuses = ['visible', 'hidden'] as const;
export const suggestionKinds = ['new', 'edit'] as const;
export const suggestionStatuses = ['pending', 'approved', 'rejected'] as const;
export const announcementStatuses = ['draft', 'active', 'archived'] as const;
export const reportTargets = ['place', 'review'] as const;
/** docs/product.md#reports: what a place or a review can be flagged for. */
export const placeReportReasons = [
  'closed',
  'not_dog_friendly',
  'wrong_location',
  'other',
] as const;
export const reviewReportReasons = ['spam', 'offensive', 'other'] as const;
export const reportReasons = [
  'closed',
  'not_dog_friendly',
  'wrong_location',
  'spam',
  'offensive',
  'other',
] as const satisfies readonly (
  (typeof placeReportReasons)[number] | (typeof reviewReportReasons)[number]
)[];
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
/** What an upload is attached to; none while it waits for its form to be sent. */
export const uploadAttachments = ['review', 'suggestion', 'place'] as const;
export type UploadAttachment = (typeof uploadAttachments)[number];

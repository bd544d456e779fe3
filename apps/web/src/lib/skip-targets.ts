// docs/product.md#keyboard: where the skip link leads — Explore's list of places, else the screen.

/** The app's <main>: every screen's content. */
export const mainContentId = 'main-content';

/** Explore's list of nearby places. */
export const placesListId = 'nearby-places';

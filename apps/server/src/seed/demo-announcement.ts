import type { NewAnnouncementRow } from '../modules/announcements/repository';

/**
 * The message of the day a first start shows once (docs/product.md#announcement-dialog): what Waggle is
 * for, in a few lines a dog owner reads before the walk.
 */
export const demoAnnouncement = (now: number): NewAnnouncementRow => ({
  title: 'Welcome to Waggle! 🐾',
  content: [
    'Find dog-friendly parks, cafés, beaches and trails near you, and see what matters for your',
    'dog before you go: off-leash areas, fences, water bowls, and whether dogs may come inside.',
    '',
    '- **Save** the places you love for the next walk.',
    '- **Suggest** a spot that is missing, or fix one that changed.',
    '- **Review** a visit so other dog owners know what to expect.',
    '',
    'The map comes from [OpenStreetMap](https://www.openstreetmap.org), drawn by volunteers.',
    'Happy sniffing!',
  ].join('\n'),
  imageUrl: null,
  publishedAt: new Date(now),
  status: 'active',
  priority: 0,
});

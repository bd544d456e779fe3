import type { Page } from '@playwright/test';
import type { AnnouncementMessages } from '@waggle/shared/announcements';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** Two published announcements, as /motd/messages.json sends them: markdown, links and all. */
const stubMessages: AnnouncementMessages = {
  messages: [
    {
      id: 900_001,
      title: 'Summer walks',
      content:
        'Bring **water** for your dog.\n\n- Walk early\n- Rest in the shade\n\n[Heat tips](https://example.org/heat)',
      imageUrl: null,
      publishedAt: daysAgo(1),
      status: 'active',
      priority: 1,
    },
    {
      id: 900_002,
      title: 'New parks on the map',
      content: 'Thanks for your suggestions: _twelve_ parks were added this month.',
      imageUrl: null,
      publishedAt: daysAgo(2),
      status: 'active',
      priority: 0,
    },
  ],
};

/**
 * Serves this page two announcements of its own. The screens that show announcements are checked
 * with these rather than with published ones: a real announcement would open its dialog for every
 * fresh visitor of the shared server (announcements.spec.ts counts the ones it publishes).
 */
export const stubAnnouncements = (page: Page) =>
  page.route('**/motd/messages.json', (route) => route.fulfill({ json: stubMessages }));

import { Share } from '@capacitor/share';
import { isNativePlatform } from '../platform';

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/**
 * Opens the platform's share sheet: Capacitor Share on native, the Web Share API in browsers
 * that have it, else the link is copied. Resolves to how it went; a dismissed sheet is "cancelled".
 */
export async function shareContent(
  content: ShareContent,
): Promise<'shared' | 'copied' | 'cancelled'> {
  try {
    if (isNativePlatform()) {
      await Share.share({ ...content, dialogTitle: content.title });
      return 'shared';
    }
    if (typeof navigator.share === 'function') {
      await navigator.share(content);
      return 'shared';
    }
  } catch (error) {
    const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
    if (/abort|cancel/i.test(message)) return 'cancelled';
    throw error;
  }
  await navigator.clipboard.writeText(content.url);
  return 'copied';
}

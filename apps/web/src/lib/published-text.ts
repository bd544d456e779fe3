import { dayText } from './dates';

/** docs/product.md#announcement-dialog: "Published 25 November 2026" for an ISO timestamp. */
export const publishedText = (publishedAt: string): string => `Published ${dayText(publishedAt)}`;

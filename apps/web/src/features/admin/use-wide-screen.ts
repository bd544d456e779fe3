import { useMediaQuery } from '../../lib/use-media-query';

/** docs/product.md#admin-area: from this width the admin area uses two columns. */
const wideQuery = '(min-width: 1024px)';

/** Whether the window is 1024 px wide or more, following it as it is resized. */
export const useWideScreen = () => useMediaQuery(wideQuery);

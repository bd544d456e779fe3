export const redirectPendingKey = 'waggle-sign-in-redirect';

/** Whether this tab left for a redirect sign-in whose result start-up has not read yet. */
export const redirectPending = (): boolean => sessionStorage.getItem(redirectPendingKey) !== null;

import { paths } from './paths';

/** Where sign-in sends people back to: `?next=` when it is a path of this app, else Profile. */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.profile;
}

export const signInPath = (returnTo: string) =>
  `${paths.signup}?next=${encodeURIComponent(returnTo)}`;

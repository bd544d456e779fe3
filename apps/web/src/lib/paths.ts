// docs/product.md#routes-and-navigation: every path of the app, built in one place.
export const paths = {
  home: '/',
  saved: '/saved',
  profile: '/profile',
  location: (id: number | string) => `/location/${id}`,
  suggest: '/suggest',
  settings: '/settings',
  admin: '/admin',
  signup: '/signup',
  motdArchive: '/motd-archive',
} as const;

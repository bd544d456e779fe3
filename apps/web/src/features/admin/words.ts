/** Who did something; an account deleted since is said as such. */
export const personName = (person: { name: string } | null) => person?.name ?? 'Deleted account';

/** "Place" for "place". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

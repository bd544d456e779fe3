/** Who did something; an account deleted since is said as such. */
export const personName = (person: { name: string } | null) => person?.name ?? 'Deleted account';

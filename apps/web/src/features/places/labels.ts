/** DESIGN.md §3: null means unknown, and the UI says "unknown", not "no". */
export const policyText = (value: boolean | null): string =>
  value === null ? 'Unknown' : value ? 'Yes' : 'No';

/** docs/product.md#places-and-nearby-search: null means unknown, and the UI says "Unknown", not "no". */
export const unknownText = 'Unknown';

export const policyText = (value: boolean | null): string =>
  value === null ? unknownText : value ? 'Yes' : 'No';

// docs/product.md#device-location "Location failure": a fixed lead followed by the reason.
const lead = 'Unable to get your location.';

const locationReasons = {
  permission: 'Please allow location access in your device settings.',
  timeout: 'Location request timed out. Please try again.',
  unavailable: 'Location services unavailable. Please check your GPS/internet connection.',
  other: 'Please try again or check your location settings.',
} as const;

type Reason = keyof typeof locationReasons;

// GeolocationPositionError codes (the browser's and Capacitor's web implementation).
const reasonByCode: Partial<Record<number, Reason>> = {
  1: 'permission',
  2: 'unavailable',
  3: 'timeout',
};

function reasonOf(error: unknown): Reason {
  const code = (error as { code?: unknown } | null)?.code;
  const byCode = typeof code === 'number' ? reasonByCode[code] : undefined;
  if (byCode) return byCode;
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (message.includes('permission') || message.includes('denied')) return 'permission';
  if (message.includes('timeout') || message.includes('timed out')) return 'timeout';
  if (message.includes('unavailable') || message.includes('disabled')) return 'unavailable';
  return 'other';
}

/** The message the user sees when the position cannot be had. */
export const locationErrorMessage = (error: unknown): string =>
  `${lead} ${locationReasons[reasonOf(error)]}`;

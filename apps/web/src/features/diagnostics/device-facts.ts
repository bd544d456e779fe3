/** How much of local storage each key takes (UTF-16: two bytes a character), largest first. */
export function localStorageSizes(storage: Storage): { key: string; bytes: number }[] {
  const sizes: { key: string; bytes: number }[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null) continue;
    sizes.push({ key, bytes: 2 * (key.length + (storage.getItem(key)?.length ?? 0)) });
  }
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

const kilobytes = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

export const sizeText = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : `${kilobytes.format(bytes / 1024)} KB`;

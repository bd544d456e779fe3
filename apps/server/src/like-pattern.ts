const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An `ilike` pattern that finds `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** An `ilike` pattern that finds text starting with `text`, its wildcards taken literally. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** Characters as the server counts them (code points): an emoji is one. */
export const characterCount = (text: string): number => Array.from(text).length;

/** The text with each lone surrogate (half of an emoji cut in two, a broken request) replaced by U+FFFD. */
export const wellFormed = (text: string): string =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

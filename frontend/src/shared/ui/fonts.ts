/**
 * The app's font stack: system Japanese fonts first (no web fonts to load). The boards' SVGs name
 * it too, so a board exported as a picture renders Japanese the same outside the page.
 */
export const JAPANESE_FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', 'Yu Gothic UI', Meiryo, sans-serif";

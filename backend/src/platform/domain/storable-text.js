/**
 * Text PostgreSQL can store. It refuses U+0000 in `text` and in `jsonb` (where events live), and
 * a lone UTF-16 surrogate (a half of a pair, which JSON can carry as `\ud800`) in `jsonb`; either
 * would fail a write after its checks had passed. The HTTP edge and the CSV import refuse such
 * text before anything runs (docs/decisions/0019-input-at-the-edge.md).
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** No U+0000 and no lone surrogate. */
export function isStorableText(value) {
    return !UNSTORABLE.test(value);
}
/** The message for a field holding such text; the caller puts the field's name before it. */
export const UNSTORABLE_TEXT_MESSAGE = '使用できない文字（NUL文字または対になっていないサロゲート）が含まれています';

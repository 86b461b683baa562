/**
 * Whether a text shows anything: not only whitespace (U+3000 included), format or zero-width
 * characters, other default-ignorable code points or the blank braille pattern. The server refuses
 * such text like an empty one (decision 0057); the composers do not offer to send it.
 */
export const hasVisibleText = (text: string): boolean => !/^[\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u.test(text);

/**
 * A length limit of a text field and the Japanese messages both sides show when it is broken (the
 * spec's wording). The server's request validation and deciders and the client's forms read the
 * same object, so the number and its message cannot drift apart.
 */
export interface TextLimit {
  /** The most characters allowed. */
  readonly max: number;
  /** What the user reads when the text is longer than `max`. */
  readonly tooLong: string;
  /** The fewest characters allowed, when the field has a minimum beyond "not empty". */
  readonly min?: number;
  /** What the user reads when the text is shorter than `min`. */
  readonly tooShort?: string;
}

/** `<label>は<max>文字以内で入力してください`: the wording the spec uses for most fields. */
export function maxChars(label: string, max: number): TextLimit {
  return { max, tooLong: `${label}は${max}文字以内で入力してください` };
}

/** Both bounds, worded `<label>は<min>文字以上で入力してください` and `<label>は<max>文字以内で入力してください`. */
export function charsBetween(label: string, min: number, max: number): TextLimit & { min: number; tooShort: string } {
  return { ...maxChars(label, max), min, tooShort: `${label}は${min}文字以上で入力してください` };
}

/** A limit whose message the spec words differently (e.g. 「資料のURLが長すぎます」). */
export function maxWithMessage(max: number, tooLong: string): TextLimit {
  return { max, tooLong };
}

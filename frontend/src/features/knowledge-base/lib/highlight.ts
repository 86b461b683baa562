/** The first `length` characters of a text, with an ellipsis when cut (spec part 2 §9: snippets of 100). */
export function summary(text: string, length = 100): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** A name in 「」, its own 「」 turned into 『』 as Japanese nests quotes (称号「はじめの一歩」 → 「称号『はじめの一歩』」). */
export function quoted(name: string): string {
  return `「${name.replaceAll('「', '『').replaceAll('」', '』')}」`;
}

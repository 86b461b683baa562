import { createRequire } from 'node:module';
import type * as Lindera from 'lindera-wasm-nodejs-ipadic';
import { wellFormed } from './well-formed.js';

/**
 * Morphological analysis with IPADIC through Lindera (decision 0085): the reading of each word
 * (信頼 → シンライ) and its part of speech. The tokenizer is built once, lazily, on first use
 * (about 0.3–0.7 s: the dictionary is embedded in the WebAssembly module).
 */
export interface Morpheme {
  surface: string;
  /** Katakana reading; absent for unknown words (Latin letters, emoji). */
  reading?: string;
  baseForm: string;
  /** 名詞, 動詞, 助詞, … (IPADIC's first level), and its subcategory (一般, 接尾, 非自立, …). */
  partOfSpeech: string;
  subcategory: string;
}

interface LinderaToken {
  surface: string;
  reading?: string;
  baseForm?: string;
  partOfSpeech?: string;
  partOfSpeechSubcategory1?: string;
}
interface LinderaTokenizer {
  tokenize(text: string): LinderaToken[];
}

let tokenizer: LinderaTokenizer | undefined;

function build(): LinderaTokenizer {
  // A CommonJS package with a WebAssembly payload: loaded through require so the ESM build and Jest see the same module.
  const { TokenizerBuilder } = createRequire(import.meta.url)('lindera-wasm-nodejs-ipadic') as typeof Lindera;
  const builder = new TokenizerBuilder();
  builder.setDictionary('embedded://ipadic');
  builder.setMode('normal');
  return builder.build() as LinderaTokenizer;
}

/** The morphemes of a text (a text with lone surrogates is read with them replaced). */
export function morphemes(text: string): Morpheme[] {
  if (text.length === 0) return [];
  tokenizer ??= build();
  return tokenizer.tokenize(wellFormed(text)).map((token) => ({
    surface: token.surface,
    reading: token.reading && token.reading !== '*' ? token.reading : undefined,
    baseForm: token.baseForm && token.baseForm !== '*' ? token.baseForm : token.surface,
    partOfSpeech: token.partOfSpeech ?? 'UNK',
    subcategory: token.partOfSpeechSubcategory1 ?? '*',
  }));
}

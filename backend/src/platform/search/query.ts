import { isSearchableQuery, SEARCH_QUERY_RULES } from '@pivot/rules';
import { bigrams, fold, termCounts, type Term } from './japanese-text.js';
import { morphemes, type Morpheme } from './morphemes.js';
import { wellFormed } from './well-formed.js';

/**
 * A meaningful part of a query: a content word or a run of nouns (信頼関係, 離職率, 氷山モデル),
 * with the terms that find it: its word, then its bigrams.
 */
export interface QueryPart {
  /** As the user typed it (shown back when it matched nothing). */
  text: string;
  terms: Term[];
}

export interface AnalysedQuery {
  /** Every term of the whole query (words and bigrams) with how often it occurs. */
  terms: Map<Term, number>;
  /** The content words of the query: what is scored, and what is shown back when the corpus has none of it. */
  parts: QueryPart[];
  /** The folded query without spaces: a document containing it as a phrase ranks higher. */
  phrase: string;
}

/** Why a query cannot run; the HTTP layer answers 400 with the message. */
export class UnsearchableQueryError extends Error {
  constructor(readonly reason: 'tooShort' | 'tooLong') {
    super(reason === 'tooShort' ? SEARCH_QUERY_RULES.tooShort : SEARCH_QUERY_RULES.tooLong);
  }
}

/** Parts of speech that carry no content of their own. */
const FUNCTION_WORDS = new Set(['助詞', '助動詞', '記号', '接続詞', '連体詞', 'フィラー', '感動詞']);
/** Content words so common in questions that requiring them would only drop good answers. */
const STOP_WORDS = new Set([
  'する', 'ある', 'いる', 'なる', 'できる', 'れる', 'られる', 'せる', 'させる', 'いう', '思う', 'こと', 'もの', 'よう', 'ため', 'とき', 'ところ',
  'どう', 'どの', 'どんな', 'なぜ', '何', 'なに', 'いい', 'よい', '良い', '方', 'ない', 'とは', 'さん', 'これ', 'それ', 'あれ',
]);

const isContent = (m: Morpheme) =>
  !FUNCTION_WORDS.has(m.partOfSpeech) && m.subcategory !== '非自立' && m.subcategory !== '数' && !STOP_WORDS.has(m.baseForm) && /[\p{L}\p{N}]/u.test(m.surface);

const isNoun = (m: Morpheme) => m.partOfSpeech === '名詞' || m.partOfSpeech === 'UNK' || m.partOfSpeech === '接頭詞';

const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;
/** Hiragana, katakana, the long vowel mark and spaces only: a reading typed before conversion. */
const KANA_ONLY = /^[\p{Script=Hiragana}\p{Script=Katakana}ー\s]+$/u;

/**
 * The content parts of a query: consecutive nouns of one script joined (a compound is one part:
 * 信頼関係; xyz and 存在 are two), verbs and adjectives as they stand. A query in kana only is
 * cut at its spaces, not by the dictionary: IPADIC cuts an unconverted reading (ぶれーき,
 * しんりてきあんぜんせい) at random, and the reading is matched by its bigrams anyway.
 */
function contentParts(query: string): QueryPart[] {
  const texts: string[] = [];
  if (KANA_ONLY.test(query.normalize('NFKC'))) texts.push(...query.normalize('NFKC').split(/\s+/));
  else {
    let run = '';
    const flush = () => {
      if (run) texts.push(run);
      run = '';
    };
    for (const m of morphemes(query)) {
      if (!isContent(m)) flush();
      else if (!isNoun(m)) {
        flush();
        texts.push(m.surface);
      } else {
        if (run && LATIN.test(run) !== LATIN.test(m.surface)) flush();
        run += m.surface;
      }
    }
    flush();
  }
  const parts = new Map<string, QueryPart>();
  for (const text of texts) {
    const folded = fold(text).replace(/\s+/g, '');
    // One character on its own (語, 心) is too vague to require; it still counts towards the score.
    if ([...folded].length < 2 || parts.has(folded)) continue;
    parts.set(folded, { text, terms: [`w:${folded}`, ...bigrams(folded).map((gram) => `b:${gram}`)] });
  }
  return [...parts.values()];
}

/**
 * A query made ready for ranking, or refused: under the minimum length (decision 0086) or over
 * the maximum. Lone surrogates (half an emoji) are read as spaces; anything else (emoji, SQL,
 * symbols) is just text: terms are bound as parameters, never spliced into a statement.
 */
export function analyseQuery(raw: string): AnalysedQuery {
  if ([...raw].length > SEARCH_QUERY_RULES.max) throw new UnsearchableQueryError('tooLong');
  const query = wellFormed(raw).replace(/\ufffd/g, ' ');
  if (!isSearchableQuery(query)) throw new UnsearchableQueryError('tooShort');
  return { terms: termCounts(query), parts: contentParts(query), phrase: fold(query).replace(/\s+/g, '') };
}

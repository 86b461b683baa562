import { DomainError } from '../domain/domain-error.js';
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
  /**
   * A run of hiragana read as one word (あくせる, みっしょん): it counts only when the corpus has
   * it as a word (its katakana form アクセル, folded), and then stands for the fragments the
   * dictionary cut it into (あく, せる); otherwise it is left out, silently.
   */
  ifWord?: boolean;
}

export interface AnalysedQuery {
  /** Every term of the whole query (words and bigrams) with how often it occurs. */
  terms: Map<Term, number>;
  /** The content words of the query: what is scored, and what is shown back when the corpus has none of it. */
  parts: QueryPart[];
  /** The folded query without spaces: a document containing it as a phrase ranks higher. */
  phrase: string;
}

/** Why a query cannot run: a validation error, answered 400 with the message. */
export class UnsearchableQueryError extends DomainError {
  constructor(readonly reason: 'tooShort' | 'tooLong') {
    super(reason === 'tooShort' ? 'SEARCH.QUERY_TOO_SHORT' : 'SEARCH.QUERY_TOO_LONG', `q: ${SEARCH_QUERY_RULES[reason]}`);
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

const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/**
 * The morphemes with a word spelled in kana with a prolonged sound mark read as one noun: IPADIC
 * knows ブレーキ but cuts its hiragana spelling ぶれーき into ぶれ|ー|き (a verb, a symbol, an
 * auxiliary), and 「ぶれーきを外す」 would look for ぶれ. The mark joins the kana before it and
 * the kana after it (up to a particle: こーひーを is こーひー and を).
 */
function joinProlonged(list: readonly Morpheme[]): Morpheme[] {
  const out: Morpheme[] = [];
  let joining = false;
  for (const m of list) {
    const last = out[out.length - 1];
    const kana = KANA.test(m.surface);
    if (last && kana && KANA.test(last.surface) && (m.surface.startsWith('ー') || (joining && last.surface.endsWith('ー') && m.partOfSpeech !== '助詞') || (joining && m.surface.includes('ー')))) {
      const surface = last.surface + m.surface;
      out[out.length - 1] = { surface, baseForm: surface, partOfSpeech: '名詞', subcategory: '一般' };
      joining = true;
    } else {
      out.push(m);
      joining = m.surface.includes('ー') && kana;
    }
  }
  return out;
}

/**
 * A run of three hiragana or more (with prolonged sound marks) not right after a kanji (that is
 * okurigana and particles: 存在しない): a loanword or a reading typed before conversion, maybe
 * with a particle after it.
 */
const HIRAGANA_RUN = /(?<![\p{Script=Han}\p{Script=Hiragana}ー])[\p{Script=Hiragana}ー]{3,}/gu;
const PARTICLE_END = /[をのはがにでとへもや]$/u;

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
    for (const chunk of query.split(/\s+/)) {
      // Words a user separated by a space are never one compound.
      let run = '';
      const flush = () => {
        if (run) texts.push(run);
        run = '';
      };
      for (const m of joinProlonged(morphemes(chunk))) {
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
  }
  const parts = new Map<string, QueryPart>();
  const add = (text: string, ifWord?: boolean) => {
    const folded = fold(text).replace(/\s+/g, '');
    // One character on its own (語, 心) is too vague to require; it still counts towards the score.
    if ([...folded].length < 2 || parts.has(folded)) return;
    parts.set(folded, { text, terms: [`w:${folded}`, ...bigrams(folded).map((gram) => `b:${gram}`)], ...(ifWord ? { ifWord } : {}) });
  };
  for (const text of texts) add(text);
  for (const run of query.normalize('NFKC').match(HIRAGANA_RUN) ?? []) {
    // The run as typed, and without a particle it ends with (あくせるを → あくせる; ぴぼっと keeps its と when the corpus has it).
    add(run, true);
    if (PARTICLE_END.test(run)) add(run.slice(0, -1), true);
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

/** What of a query a corpus has: the parts found, those that are not (shown back), and the terms to score. */
export interface QueryCoverage {
  found: QueryPart[];
  unmatched: string[];
  /** Only the found parts' terms and the query's own words inside them: the fragments of a part that occurs nowhere find nothing. A query without content parts (only particles, symbols) is scored on all its terms. */
  scoring: Term[];
  /**
   * The terms a document's coverage is measured against: the found parts' own bigrams, and the
   * words the corpus has. A word absent everywhere is no shortfall: a segmenter's fragment of a
   * reading, or a part's own word in a form no document has (減らし of 悩みを減らしたい, found by
   * its bigrams in 減らす); as the rarest term possible its weight would outweigh every term a
   * document can have, more so the larger the corpus. A missing bigram (a kana typed wrong) counts.
   */
  weighed: Term[];
}

/** Which parts of the query occur in a corpus, by whether each term `occurs` in it. */
export function coverage(analysed: AnalysedQuery, occurs: (term: Term) => boolean): QueryCoverage {
  // A hiragana run the corpus has as a word stands for the fragments inside it; one it has not is left out.
  const runs = analysed.parts.filter((part) => part.ifWord && occurs(part.terms[0]));
  const inRun = (part: QueryPart) => runs.some((run) => run !== part && run.terms[0].includes(part.terms[0].slice(2)));
  const query = { ...analysed, parts: analysed.parts.filter((part) => (part.ifWord ? runs.includes(part) : true) && !inRun(part)) };
  // A part occurs when the corpus has it as a word, or at least half of its bigrams (a reading typed with one kana wrong).
  const found = query.parts.filter((part) => {
    const [word, ...grams] = part.terms;
    return occurs(word) || (grams.length > 0 && grams.filter(occurs).length * 2 >= grams.length);
  });
  const unmatched = query.parts.filter((part) => !found.includes(part)).map((part) => part.text);
  const foundText = found.map((part) => part.terms[0].slice(2));
  const scoring =
    query.parts.length === 0
      ? [...query.terms.keys()]
      : [...new Set([...found.flatMap((part) => part.terms), ...[...query.terms.keys()].filter((term) => foundText.some((text) => text.includes(term.slice(2))))])];
  const own = new Set(found.flatMap((part) => part.terms));
  return { found, unmatched, scoring, weighed: query.parts.length === 0 ? scoring : scoring.filter((term) => occurs(term) || (own.has(term) && !term.startsWith('w:'))) };
}

/** BM25's weight of a term: rarer terms count more; a word of the query counts more than a bigram. */
export function idfOf(query: AnalysedQuery, term: Term, df: number, n: number): number {
  return (term.startsWith('w:') ? 1.5 : 1) * (query.terms.get(term) ?? 1) * Math.log(1 + (Math.max(n, df) - df + 0.5) / (df + 0.5));
}

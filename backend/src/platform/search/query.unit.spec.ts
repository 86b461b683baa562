import { analyseQuery, coverage } from './query.js';
import { snippet } from './snippet.js';

const partsOf = (q: string, corpus: readonly string[]) => coverage(analyseQuery(q), (term) => corpus.includes(term)).found.map((part) => part.text);

describe('a query written in hiragana beside kanji', () => {
  it('reads a kana word with a prolonged sound mark as one part, not the fragments the dictionary cuts it into', () => {
    expect(partsOf('ぶれーきを外す', ['w:ぶれーき', 'w:外す'])).toEqual(['ぶれーき', '外す']);
    expect(partsOf('心のぶれーき', ['w:ぶれーき', 'w:心'])).toEqual(['ぶれーき']);
  });

  it('reads a hiragana run as one part when the corpus has it as a word (its katakana form, folded), and leaves it out otherwise', () => {
    expect(partsOf('あくせるを踏む', ['w:あくせる', 'w:踏む'])).toEqual(['踏む', 'あくせる']);
    // Without it in the corpus, the dictionary's reading stands (and its fragments are what a corpus is asked for).
    expect(analyseQuery('あくせるを踏む').parts.filter((part) => !part.ifWord).map((part) => part.text)).not.toContain('あくせる');
    // Okurigana after a kanji is never a run: 存在しない is not 存在 and しない.
    expect(analyseQuery('存在しない語').parts.map((part) => part.text)).not.toContain('しない');
  });

  it('marks the katakana word in a passage for the hiragana compound', () => {
    const { text, highlights } = snippet('心のブレーキを外すと、行動が変わります。', 'ぶれーきを外す');
    expect(highlights.map(({ start, length }) => text.slice(start, start + length)).join('|')).toContain('ブレーキ');
  });
});

describe('what a document\'s coverage is measured against', () => {
  it('leaves out a part\'s word no document has, but keeps its bigrams, missing ones included', () => {
    // 悩みを減らしたい: the corpus has 悩み and the bigrams of 減らす, not the form 減らし as a word.
    const corpus = ['w:悩み', 'b:悩み', 'b:減ら', 'b:らし'];
    const { found, weighed } = coverage(analyseQuery('悩みを減らしたい'), (term) => corpus.includes(term));
    expect(found.map((part) => part.text)).toEqual(['悩み', '減らし']);
    expect(weighed.sort()).toEqual(['b:らし', 'b:悩み', 'b:減ら', 'w:悩み'].sort());
    // A reading typed with one kana wrong: its bigram no document has still counts as a shortfall.
    const typo = coverage(analyseQuery('しんらぃ'), (term) => ['b:しん', 'b:んら', 'w:しんらい'].includes(term));
    expect(typo.weighed).toEqual(expect.arrayContaining(['b:しん', 'b:んら', 'b:らぃ']));
    expect(typo.weighed).not.toContain('w:しんらぃ');
  });
});

import type { TurnType } from '../../events/coaching-session.events.js';

/**
 * How a manager's line in a role-play comes across, read from the line alone (decision 0075).
 * `interruption` needs the conversation (the member was about to tell her concern), so
 * `classifyMove` never answers it; the persona's fold does.
 *
 * The line is read in NFKC with katakana folded to hiragana, its trailing 。！… dropped; a question
 * mark is optional (「どう思う」「何があった」 are open questions, 「大丈夫」 with 「？」 or 「ですか」 a
 * closed one).
 */
export function classifyMove(text: string): Exclude<TurnType, 'interruption'> {
  const t = normalised(text);
  if (t === '') return 'neutral';
  if (DIRECTIVE.test(t)) return 'directive';
  if (LISTENING.test(t)) return 'empathy';
  if (SUGGESTION.test(t)) return 'advice';
  if (asksOpenly(t)) return 'open';
  if (ADVICE.test(t)) return 'advice';
  if (SUMMARY.test(t)) return 'summary';
  if (QUESTION_END.test(t)) return 'closed';
  if (PRAISE.test(t)) return 'praise';
  if (EMPATHY.test(t)) return 'empathy';
  if (PARAPHRASE_END.test(t)) return 'summary';
  return 'neutral';
}

const toHiragana = (text: string) => text.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));

function normalised(text: string): string {
  return toHiragana(text.normalize('NFKC'))
    .replace(/\s+/g, '')
    .replace(/[。．.!！…‥、,]+$/u, '')
    .replace(/[?？]+/g, '?');
}

/** Blame or an order: the member hears that she is at fault or has no say. */
const DIRECTIVE =
  /(べき|しなさい|しろ$|やれ$|しろよ|するな|ちゃんと|いい加減|いいかげん|困るんだ|困ります|こまるんだ|言い訳|いいわけ|何度(言|い)えば|前にも言った|(なぜ|なんで|どうして).*(ない|なかった|なく)|しないと(だめ|駄目|いけない)|やる気(が)?ない|の?せいだ|するように|しておいて|やっておいて|ておくこと$)/;

/** A solution offered as a question: 「〜してみたらどう？」「〜しませんか」. */
const SUGGESTION = /((たら|れば|てみたら|てみては|(?<!につい|とし)ては)どう|(ほうが|方が)(いい|良い)(んじゃない|のでは|と思う)|てみませんか|しませんか)/;

/** A solution offered: a suggestion, a recommendation, a request to do something. */
const ADVICE =
  /(ほうが(いい|良い)|方が(いい|良い)|てみたら\??$|てみては\??$|てみて(ね|よ|ください)?$|といい(よ|と思う|んじゃない)|すればいい(よ|んだ|と思う)|したらいい(よ|んだ|と思う)|しましょう$|してみよう$|しよう$|ください$|てみませんか|しませんか|おすすめ|勧め|すすめる|が(大事|大切)だよ|必要がある|にしたら\??$|まずは.*(して|から)$|こうしたら|こうすれば|(て|で)(もらえ|くれ)(ませんか|ないかな|ない\?|る\?)$|任せたい|お願いしたい|頼みたい|(ろう|よう|こう)$)/;

/** Ends like a question (with or without 「？」). */
const QUESTION_END = /(\?|ですか|ますか|ませんか|でしょうか|かな|かね|のか|んですか|なの|の)$/;

/** Words that ask, once 「何か」「どこか」… (something, somewhere) are set aside. */
const ASKING_WORD = /(どう|どんな|なに|何|なん|どのよう|どの|どこ|どれ|いつ|誰|だれ|なぜ|どうして|どういう|どれくらい|どのくらい|いくつ)/;
const INDEFINITE = /(何か(?!ら)|なにか(?!ら)|なんか|何も|なにも|どこか|いつか|誰か|だれか|どうか|何とか|なんとか|どうも|どうぞ|なんだか|何だか|いつも|どれも|どうしても|なんて)/g;
/** A plain or polite ending that, with a word that asks, makes an open question without 「？」: 「どう思う」「何があった」. */
const PLAIN_END = /(う|く|す|つ|ぬ|む|る|た|だ|い|ます|ました|ません|でした|の|って|て|か|の\?|\?)$/;
/** Asks her to tell, in her words. */
const TELL_ME = /(教えて|おしえて|聞かせて|きかせて|話して|はなして|詳しく|くわしく|聞きたい|聞いてみたい|知りたい|というと\??$|たとえば\??$|例えば\??$|それで\?$|具体的には\??$)/;

function asksOpenly(t: string): boolean {
  if (TELL_ME.test(t)) return true;
  const asking = t.replace(INDEFINITE, '');
  return ASKING_WORD.test(asking) && PLAIN_END.test(t);
}

/** Her words given back: 「つまり」「ということですね」. */
const SUMMARY = /(つまり|要するに|ようするに|ということ(です)?(ね|か)|ってこと(だ|です)?(ね|か)|と感じている(んだ|んです|の)ね|と思っている(んだ|んです|の)ね|っていうことだね|、と$)/;
const PARAPHRASE_END = /(んですね|んだね|なんだね|なんですね|たんだ$|ているんだ$)$/;

/** Thanks for talking, before 「話して」 reads as a request and 「ありがとう」 as praise. */
const LISTENING = /(話してくれて|言ってくれて|聞かせてくれて|教えてくれて|打ち明けてくれて)/;

/** Recognition of what she did or is. */
const PRAISE =
  /(よかった(よ|ね)|良かった(よ|ね)|すごい|凄い|すばらしい|素晴らしい|さすが|よくやって|よく頑張|よくがんば|助かった|助かって|たすかって|頼りに|頼もしい|ありがとう|上手|見事|いい仕事|評価して|感謝|いいね$|いい(資料|提案|仕事|判断|動き)|成長して|楽しみ)/;

/** Her feelings acknowledged, or a sign of listening. */
const EMPATHY =
  /(大変|たいへん|つら(い|かった)|辛(い|かった)|しんど|わかる|分かる|わかります|分かります|気持ち|不安|心配|悔し|くやし|もやもや|焦る|あせる|疲れ|無理もない|なるほど|そうなんだ|そうだったん|そうだよね|そっか|そうか$|うん|話してくれて|言ってくれて|聞かせてくれて|ゆっくりでいい|急がなくていい|責めるつもりはない|安心して|よね$)/;

const SEGMENTER = new Intl.Segmenter('ja', { granularity: 'word' });
const HAS_NOUN_SCRIPT = /[\p{Script=Han}\p{Script=Katakana}]/u;
/** What may follow a noun: particles, copula, する, honorifics, punctuation. */
const AFTER_NOUN = /^(の|が|を|に|で|と|は|も|へ|や|から|まで|より|について|として|って|し|する|した|して|します|しよう|さ|です|でし|だ|だっ|な|、|。|\?|？|!|！|さん|くん|ちゃん|様)/;
/** Nouns too general to be what a line was about. */
const STOPWORDS = new Set(
  '最近 今日 昨日 明日 今週 先週 来週 今月 先月 来月 今期 来期 前期 今年 去年 来年 今回 前回 今度 本当 大丈夫 大変 正直 一緒 自分 気持ち 感じ 具体 具体的 少し もう少し 全部 全然 一番 何か 本当に 色々 いろいろ 大事 大切 必要 無理 簡単 普通 時間 早め 話 ところ こと もの 部分 辺り 状態 様子 感想 意見'.split(' '),
);
const HONORIFIC = /^(さん|くん|ちゃん|様)$/;

/**
 * The short phrase a line is about, to refer back to it: the longest run of nouns (joined by 「の」,
 * with a name's 「さん」), at most 14 characters, skipping general words (「最近」「気持ち」). Null
 * when the line names nothing (「どう思う？」).
 */
export function keyPhraseOf(text: string): string | null {
  const words = [...SEGMENTER.segment(text.normalize('NFKC'))].map((s) => s.segment);
  const isNoun = (i: number) => {
    const w = words[i];
    if (!w || w.length < 2 || !HAS_NOUN_SCRIPT.test(w) || /([ぁ-ん]{2,}|[うくすつぬむるいたてだ])$/.test(w)) return false;
    const next = words[i + 1];
    return next === undefined || AFTER_NOUN.test(next) || HAS_NOUN_SCRIPT.test(next);
  };
  const phrases: string[] = [];
  let current: string[] = [];
  const flush = () => {
    while (current.length && (current.at(-1) === 'の' || STOPWORDS.has(current.at(-1)!))) current.pop();
    while (current.length && STOPWORDS.has(current[0])) current.splice(0, current[1] === 'の' ? 2 : 1);
    const phrase = current.join('');
    if (phrase && !STOPWORDS.has(phrase)) phrases.push(phrase);
    current = [];
  };
  for (let i = 0; i < words.length; i++) {
    if (isNoun(i)) current.push(words[i]);
    else if (current.length && current.at(-1) !== 'の' && /^\p{Script=Han}$/u.test(words[i]) && (i + 1 === words.length || AFTER_NOUN.test(words[i + 1]))) current.push(words[i]);
    else if (current.length && HONORIFIC.test(words[i])) current.push(words[i]);
    else if (current.length && words[i] === 'の' && isNoun(i + 1)) current.push('の');
    else flush();
  }
  flush();
  const fitting = phrases.map((p) => (p.length > 14 ? p.split('の').at(-1)! : p)).filter((p) => p.length >= 2 && p.length <= 14);
  return fitting.reduce<string | null>((best, p) => (best === null || p.length > best.length ? p : best), null);
}

/** A line quoted in the debrief: whole, or its first sentences up to about 60 characters; never cut inside a sentence's word. */
export function quoteOf(text: string, max = 60): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const sentences = oneLine.match(/[^。！？!?]+[。！？!?]*/g) ?? [oneLine];
  let quote = '';
  for (const sentence of sentences) {
    if (quote && quote.length + sentence.length > max) break;
    quote += sentence;
  }
  return quote.trim() === oneLine ? oneLine : `${quote.trim()}（以下略）`;
}

import { FakeListChatModel } from '@langchain/core/utils/testing';
import { loadConfig } from '../../../../platform/config/app-config.js';
import { createChatModel } from '../chat-model-factory.js';
import { closingOf, journalSummaryOf } from '../coaching-model.js';
import { ConceptCardKnowledge } from '../concept-cards.js';
import { LangChainCoach } from '../langchain-coach.js';
import { OfflineCoach } from '../offline-coach.js';
import { sentencesOf, trimToSentences } from '../sentences.js';
import { answersBeforeAsking, conversationSuite, cutText, LINES, longestCommonRun, play, THREADS } from './conversation-suite.spec.js';
import { intentOf, topicOf } from './lexicon.js';
import { personIn, threadOf } from './thread.js';

conversationSuite(describe, 'offline coach', () => new OfflineCoach(new ConceptCardKnowledge()));

// The same suite against the configured provider. It needs a reachable model (AI_PROVIDER and its
// settings, README), so it is skipped when none is set: CI and every helper machine run offline.
const ai = process.env.AI_PROVIDER && process.env.AI_PROVIDER !== 'offline' ? loadConfig().ai : null;
let model: Awaited<ReturnType<typeof createChatModel>> | null = null;
beforeAll(async () => {
  if (ai) model = await createChatModel(ai);
});
conversationSuite(ai ? describe : describe.skip, `LangChain coach (${process.env.AI_PROVIDER ?? 'no provider set'})`, () => new LangChainCoach(ai!.provider, model!, new ConceptCardKnowledge(), ai!.timeoutMs));

describe('reading a message', () => {
  it.each(LINES.map((line) => [line.text, line] as const))('%s', (_text, line) => {
    expect({ kind: intentOf(line.text), topic: topicOf(line.text).id }).toEqual({ kind: line.kind, topic: line.topic });
  });

  it('folds width and kana: the same topic in katakana, hiragana and half-width forms', () => {
    expect(topicOf('もちべーしょんが上がらない').id).toBe('motivation');
    expect(topicOf('ﾓﾁﾍﾞｰｼｮﾝが上がらない').id).toBe('motivation');
    expect(topicOf('１ｏｎ１が苦手').id).toBe('one-on-one');
  });

  it('finds the member a message names, not a customer or a role', () => {
    expect(personIn('部下の佐藤さんが最近元気がない')).toBe('佐藤さん');
    expect(personIn('お客さんに怒られた')).toBeNull();
    expect(personIn('山本くんと田中さんが揉めている')).toBe('田中さん');
  });
});

describe('the thread, derived from the history', () => {
  const history = (...turns: string[]) => turns.map((content) => ({ role: 'user' as const, content }));

  it('a question fills no stage; a goal fills the goal, facts the reality, a plan the will', () => {
    const t = threadOf('coaching', history('最初に何を聞けばいいでしょうか。', 'チームの当事者意識を高めたい'));
    expect(t.stages.map((s) => s.answer !== null)).toEqual([true, false, false, false]);
    const done = threadOf('coaching', history('当事者意識を高めたい', '最近、会議で誰も発言しない', '任せる範囲を広げるのはどうか', '来週の定例で一つ任せてみます'));
    expect(done.stages.every((s) => s.answer !== null)).toBe(true);
    expect(done.done).toBe(true);
  });

  it('keeps the member, what was tried, and what was said of mindset, skill and trust', () => {
    const t = threadOf('coaching', history('鈴木さんは経験もスキルもあるのに、最近やる気が落ちている', '一度声をかけてみたけど反応が薄かった', '信頼関係はまだ十分とは言えません'));
    expect(t).toMatchObject({ person: '鈴木さん', mindset: 'low', skill: 'high', trust: 'low' });
    expect(t.tried).toHaveLength(1);
  });
});

describe('the reply puts the answer in the user\'s situation', () => {
  const coach = new OfflineCoach(new ConceptCardKnowledge());

  it('reproduces the issue: a question gets an answer, a long statement no quote, nothing cut', async () => {
    const [asked, told] = await play(coach, 'coaching', ['最初に何を聞けばいいでしょうか。', '最近、部下の佐藤さんが会議で発言しなくなって、どう関わればいいか悩んでいます']);
    expect(answersBeforeAsking(asked.reply)).toBeNull();
    expect(asked.reply).toContain('1on1');
    expect(told.reply).not.toMatch(/「[^」]*」ということですね/);
    expect(longestCommonRun(told.reply, '最近、部下の佐藤さんが会議で発言しなくなって、どう関わればいいか悩んでいます').length).toBeLessThanOrEqual(15);
    expect(told.reply).toContain('佐藤さん');
    expect(cutText(asked.reply) ?? cutText(told.reply)).toBeNull();
  });

  it('names the quadrant and the trust the user described when it answers', async () => {
    const replies = await play(coach, 'coaching', THREADS[2].turns);
    const answer = replies[2].reply;
    expect(answer).toContain('鈴木さん');
    expect(answer).toContain('スキルはあるが、マインドが下がっている');
  });

  it('asks no stage again once it is answered, and a question does not move the stages on', async () => {
    const replies = await play(coach, 'coaching', THREADS[0].turns);
    expect(replies[1].reply).toContain('選択肢（Options）');
    // The question (third turn) is answered; the options question still waits after the facts (fourth).
    expect(replies[3].reply).toContain('試せそうなこと');
    expect(replies[4].reply).toContain('意思（Will）');
  });

  it('hears what was already tried as tried, not as the option asked for, and asks beyond it', async () => {
    const turns = [
      '最近、部下の佐藤さんが会議で発言しなくなって、どう関わればいいか悩んでいます',
      '佐藤さんがまた会議で意見を言えるようになってほしいです',
      '先週1on1で「何か困ってる？」と聞いたけど、特にないと言われました',
      '雑談から入って、最近の仕事で面白かったことを聞いてみるのはどうかと思います',
    ];
    const replies = await play(coach, 'coaching', turns);
    expect(replies[2].reply).not.toContain('意思（Will）');
    expect(replies[2].reply).toContain('これまで試したこと以外に');
    expect(replies[3].reply).toContain('意思（Will）');
    expect(threadOf('coaching', turns.map((content) => ({ role: 'user' as const, content }))).stages.find((s) => s.key === 'options')?.answer).toContain('雑談から入って');
  });

  it('uses the knowledge passage that fits, cut at sentences only', async () => {
    const knowledge = {
      find: async () => [{ id: 'knowledge:e1', title: '心のブレーキ', snippet: '…ンバーのいまの位置と。やりたいことがあるのに一歩が出ないとき、心の中でブレーキがかかっていることが多いと本書は整理しています。ブレーキは思い込みから生まれ、本人も気づかないうちに行動を止め…', score: 9 }],
    };
    const [{ reply, cited }] = await play(new OfflineCoach(knowledge), 'coaching', ['部下の心のブレーキを外す声かけを知りたい']);
    expect(reply).toContain('『心のブレーキ』');
    expect(reply).toContain('やりたいことがあるのに一歩が出ないとき、心の中でブレーキがかかっていることが多いと本書は整理しています。');
    expect(reply).not.toContain('ンバーのいまの位置');
    expect(reply).not.toContain('行動を止め');
    expect(cited).toEqual(['worksheet:accelerator-brake', 'knowledge:e1']);
  });
});

describe('the session closing and the journal summary', () => {
  const turns = (...texts: string[]) => texts.flatMap((content) => [{ role: 'user' as const, content }, { role: 'assistant' as const, content: '。' }]);

  it('closes with a summary in whole sentences and one to three next steps', () => {
    const closing = closingOf('coaching', null, turns(...THREADS[0].turns), [{ id: 'worksheet:reduce-worries', title: '悩みを減らすシート' }]);
    expect(cutText(closing.summary)).toBeNull();
    expect(closing.summary).toContain('佐藤さん');
    expect(closing.recommendations.length).toBeGreaterThanOrEqual(1);
    expect(closing.recommendations.length).toBeLessThanOrEqual(3);
    expect(closing.recommendations[0]).toMatchObject({ title: '今週の一歩', description: '来週の1on1で、評価せずに話を聴く時間を15分とってみます。' });
    for (const r of closing.recommendations) expect(cutText(r.description)).toBeNull();
  });

  it('summarises a journal entry in whole sentences of the user\'s words, never cut in a word', () => {
    const long = '部下の話を最後まで聴きました。途中で何度も助言したくなりましたが、こらえて質問を返しました。相手は最後に自分で次の一歩を決めてくれました。';
    const summary = journalSummaryOf({ practiceContent: long, insights: null, challenges: null, goals: '質問を一つ増やす' });
    expect(summary).toBe('今週は「部下の話を最後まで聴きました。途中で何度も助言したくなりましたが、こらえて質問を返しました」に取り組みました。次は「質問を一つ増やす」に取り組みます。');
    expect(cutText(summary)).toBeNull();
  });

  it('trims at sentence boundaries only, and drops a snippet\'s cut ends', () => {
    expect(trimToSentences('一つ目の文です。二つ目の文です。三つ目。', 16)).toBe('一つ目の文です。二つ目の文です。');
    expect(trimToSentences('区切りのない、とても長い一文がここに続いていきます', 10)).toBe('区切りのない。');
    expect(sentencesOf('…途中から。完全な文です。途中まで…')).toEqual(['完全な文です。']);
  });
});

describe('the LangChain coach follows the same design', () => {
  it('cites the topic\'s concept and streams what the model says', async () => {
    const coach = new LangChainCoach('fake', new FakeListChatModel({ responses: ['まず聴くことから始めましょう。どんな場面で話してくれますか？'] }), new ConceptCardKnowledge(), 1000);
    const [{ reply, cited }] = await play(coach, 'coaching', ['信頼関係をつくるために、上司として何から始めるべきですか？']);
    expect(reply).toBe('まず聴くことから始めましょう。どんな場面で話してくれますか？');
    expect(cited).toContain('concept:trust-building');
  });
});

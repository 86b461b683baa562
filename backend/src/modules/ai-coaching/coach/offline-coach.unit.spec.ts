import { FakeListChatModel, FakeStreamingChatModel } from '@langchain/core/utils/testing';
import { AIMessageChunk } from '@langchain/core/messages';
import type { CoachRequest } from './coach.port.js';
import { CoachUnavailableError } from './coach.port.js';
import { journalSummaryOf, openingOf } from './coaching-model.js';
import { ConceptCardKnowledge } from './concept-cards.js';
import { LangChainCoach, systemPrompt } from './langchain-coach.js';
import { OfflineCoach } from './offline-coach.js';

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of chunks) text += piece;
  return text;
}

const request = (sessionType: CoachRequest['sessionType'], ...userTurns: string[]): CoachRequest => ({
  sessionType,
  topic: null,
  scenarioId: null,
  history: [{ role: 'assistant' as const, content: openingOf(sessionType, null, null).content }, ...userTurns.flatMap((content) => [{ role: 'user' as const, content }, { role: 'assistant' as const, content: '…' }])].slice(0, -1),
});

describe('concept-card knowledge', () => {
  it('finds the concept a Japanese message is about, best first, and nothing for an unrelated one', async () => {
    const knowledge = new ConceptCardKnowledge();
    expect((await knowledge.find('部下のモチベーションが下がっていて不安です', 2))[0].title).toBe('アクセルとブレーキ');
    expect((await knowledge.find('影響の輪', 1))[0].id).toBe('worksheet:circle-of-influence');
    expect(await knowledge.find('xyz', 3)).toEqual([]);
  });
});

describe('offline coach', () => {
  const coach = new OfflineCoach(new ConceptCardKnowledge());

  it('walks the GROW stages across turns, one open question per reply, citing the concept it draws on', async () => {
    const first = await coach.reply(request('coaching', '部下との対立を解消したい'));
    const text = await collect(first.chunks);
    expect(first.citations).toEqual([{ id: 'worksheet:iceberg-example', title: '氷山モデルの事例分析' }]);
    expect(text).toContain('『氷山モデルの事例分析』');
    expect(text).toContain('現状（Reality）');
    expect(text.match(/？/g)).toHaveLength(1);
    const third = await collect((await coach.reply(request('coaching', 'a', 'b', 'c'))).chunks);
    expect(third).toContain('意思（Will）');
  });

  it('falls back on the stage\'s own concept when the message matches none', async () => {
    const reply = await coach.reply(request('reflection', 'xyz'));
    expect(reply.citations[0].title).toBe('氷山モデルの基本');
    expect(await collect(reply.chunks)).toContain('気づき');
  });

  it('streams in pieces', async () => {
    const pieces: string[] = [];
    for await (const piece of (await coach.reply(request('coaching', '目標を決めたい'))).chunks) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
  });
});

describe('journal summary', () => {
  it('summarises a journal entry from its parts', () => {
    expect(journalSummaryOf({ practiceContent: '聴いた', insights: null, challenges: null, goals: '質問する' })).toBe('今週は「聴いた」に取り組みました。次は「質問する」に取り組みます。');
  });
});

describe('LangChain coach (fake chat models)', () => {
  const knowledge = new ConceptCardKnowledge();

  it('streams the model\'s pieces and cites the passages it put in the system prompt', async () => {
    const model = new FakeStreamingChatModel({ chunks: [new AIMessageChunk('影響の輪で'), new AIMessageChunk('考えると？')] });
    const coach = new LangChainCoach('fake', model, knowledge, 1000);
    const reply = await coach.reply(request('coaching', '会社の方針は変えられないので悩んでいます'), new AbortController().signal);
    expect(await collect(reply.chunks)).toBe('影響の輪で考えると？');
    expect(reply.citations.map((c) => c.title)).toContain('影響の輪');
  });

  it('reports a provider error before the first piece as unavailable', async () => {
    const model = new FakeListChatModel({ responses: ['x'] });
    const coach = new LangChainCoach('fake', model, knowledge, 1000);
    await expect(coach.reply(request('coaching', '相談'), AbortSignal.abort())).rejects.toBeInstanceOf(CoachUnavailableError);
  });

  it('reports a model slower than the timeout as a timeout', async () => {
    const model = new FakeListChatModel({ responses: ['遅い返事'], sleep: 200 });
    const coach = new LangChainCoach('fake', model, knowledge, 20);
    await expect(coach.reply(request('coaching', '相談'), new AbortController().signal)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('tells the model the coaching stage, the rules of a turn and the passages', () => {
    const prompt = systemPrompt(request('coaching', '目標'), [{ title: '影響の輪', snippet: '変えられること' }]);
    expect(prompt).toContain('現状（Reality）');
    expect(prompt).toContain('開かれた質問を一つだけ');
    expect(prompt).toContain('『影響の輪』');
  });
});

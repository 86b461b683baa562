import { SCENARIOS } from '../../domain/scenarios.js';
import type { CoachRequest } from '../coach.port.js';
import { ConceptCardKnowledge } from '../concept-cards.js';
import { systemPrompt } from '../langchain-coach.js';
import { OfflineCoach } from '../offline-coach.js';
import { debriefOf } from './debrief.js';
import { classifyMove, personaOf, personaReply, personaStateOf, playThrough } from './persona.js';
import { keyPhraseOf, quoteOf } from './turns.js';

describe('role-play personas and debrief', () => {
  it('reads how a line comes across', () => {
    expect(classifyMove('最近どんなことを感じていますか？')).toBe('open');
    expect(classifyMove('なぜちゃんとやらないんですか')).toBe('directive');
    expect(classifyMove('それは大変でしたね')).toBe('empathy');
    expect(classifyMove('はい')).toBe('neutral');
  });

  it('opens up to open questions and empathy, closes up at blame', () => {
    expect(personaReply('feedback', ['なぜちゃんとやらないんですか']).content).toMatch(/仕方なかった|同じくらい/);
    expect(personaReply('feedback', ['どう感じましたか？']).content).toContain('締め切り');
    expect(personaReply('feedback', ['どう感じましたか？', 'それは大変でしたね']).content).toContain('何が変わるのか');
  });

  it('debriefs what went well, what to try and the concept behind the scenario', () => {
    const debrief = debriefOf('team-conflict', ['どう思っていますか？', 'なぜ協力しないんですか']);
    expect(debrief.wentWell.join()).toContain('開かれた質問が1回');
    expect(debrief.toTry.join()).toContain('責める・指示する言い方が1回');
    expect(debrief.concept.title).toBe('氷山モデルの事例分析');
  });
});

describe('the manager\'s lines, by kind', () => {
  it.each([
    ['どう思う', 'open'],
    ['何があった', 'open'],
    ['最近、仕事の進め方で気になっていることを聞かせて', 'open'],
    ['ドウ思ウ？', 'open'],
    ['どうすればいいと思いますか', 'open'],
    ['キャリアについてはどう考えてる？', 'open'],
    ['まず何から始めたい？', 'open'],
    ['その案、聞いてみたいな', 'open'],
    ['大丈夫？', 'closed'],
    ['資料は間に合いそうですか', 'closed'],
    ['何か困っていることはある？', 'closed'],
    ['それは大変だったね', 'empathy'],
    ['話してくれてありがとう', 'empathy'],
    ['何もやらかしてないよ、安心して', 'empathy'],
    ['つまり、時間が足りなかったということですね', 'summary'],
    ['締め切りに追われていたんだね', 'summary'],
    ['先週の提案資料、すごくよかったよ', 'praise'],
    ['いつもありがとう。助かってるよ', 'praise'],
    ['下書きを先に見せてみたらどう？', 'advice'],
    ['もっと早めに相談してください', 'advice'],
    ['次の検討会に入ってもらえませんか', 'advice'],
    ['いいね、来週の定例で5分取ろう', 'advice'],
    ['なぜ報告しなかったんですか', 'directive'],
    ['ちゃんとやってください', 'directive'],
    ['来週の会議の話なんだけど', 'neutral'],
  ])('%s → %s', (line, type) => {
    expect(classifyMove(line)).toBe(type);
  });

  it('finds the phrase a line is about, to refer back to it', () => {
    expect(keyPhraseOf('先週の提案資料、すごくよかったよ')).toBe('提案資料');
    expect(keyPhraseOf('もう少し聞かせて')).toBeNull();
    expect(keyPhraseOf('山本さんとの件、どう思ってる？')).toBe('山本さん');
    expect(keyPhraseOf('仕事の進め方で困っていることはある？')).toBe('仕事の進め方');
    expect(keyPhraseOf('次の検討会に入ってもらえませんか')).toBe('検討会');
    expect(keyPhraseOf('今期もありがとう')).toBeNull();
    expect(keyPhraseOf('どう思う？')).toBeNull();
    expect(keyPhraseOf('最近、大丈夫？')).toBeNull();
  });

  it('quotes a long line at a sentence boundary, never inside a word', () => {
    const long = '先週の会議で方針に反対していたのは聞いています。あなたの考えにも理由があるはずです。ただ、チーム全体の進み方も考えてほしいし、来週までに代わりの案を出してほしいと思っています。';
    expect(quoteOf(long)).toBe('先週の会議で方針に反対していたのは聞いています。あなたの考えにも理由があるはずです。（以下略）');
    expect(quoteOf('大丈夫？')).toBe('大丈夫？');
  });
});

describe('a member who reacts to how each line lands', () => {
  const reply = (scenario: string, ...lines: string[]) => playThrough(scenario, lines).at(-1)!;
  const surfaceOf = (scenario: string) => personaOf(scenario).surface;

  it('opens up to an open question: she tells the next part of her story', () => {
    const turn = reply('struggling-member', '最近、仕事はどんな感じ？');
    expect(turn.after.openness).toBeGreaterThan(turn.before.openness);
    expect(turn.reply).toContain(surfaceOf('struggling-member')[0]);
  });

  it('gives a closed question a short answer and tells nothing new', () => {
    const turn = reply('struggling-member', '大丈夫？');
    expect(personaOf('struggling-member').closed).toContain(turn.reply);
    expect(turn.reply.length).toBeLessThan(15);
    expect(turn.after).toEqual(turn.before);
  });

  it('meets advice before listening with resistance, and trust drops', () => {
    const turn = reply('high-performer', '若手の育成も担当してみたらどう？');
    expect(turn.type).toBe('advice');
    expect(personaOf('high-performer').resistance.some((line) => turn.reply.endsWith(line))).toBe(true);
    expect(turn.after.trust).toBeLessThan(turn.before.trust);
  });

  it('trusts more after empathy, and gets defensive at blame', () => {
    const heard = reply('difficult-employee', 'あの方針、納得できないよね。それは悔しい気持ちになるよな');
    expect(heard.type).toBe('empathy');
    expect(heard.after.trust).toBeGreaterThan(heard.before.trust);
    const blamed = reply('difficult-employee', 'なぜ会議で協力しないんですか');
    expect(blamed.type).toBe('directive');
    expect(personaOf('difficult-employee').defensive.some((line) => blamed.reply.endsWith(line))).toBe(true);
    expect(blamed.after.trust).toBeLessThan(blamed.before.trust);
  });

  it('is pleased (or embarrassed) at praise, never 「わかりました……。」', () => {
    for (const scenario of SCENARIOS.map((s) => s.id)) {
      const turn = reply(scenario, '先週の提案資料、すごくよかったよ');
      expect(turn.reply).not.toContain('わかりました');
      expect(personaOf(scenario).praised.some((line) => turn.reply.endsWith(line))).toBe(true);
    }
  });

  it('refers to what the manager just said, without echoing the whole line', () => {
    const line = '山本さんとの件、どう思ってる？';
    const turn = reply('team-conflict', line);
    expect(turn.reply).toMatch(/^山本さん/);
    expect(turn.reply).not.toContain(line);
    expect(reply('potential-member', '先週の提案資料、すごくよかったよ').reply).toMatch(/^提案資料のこと/);
  });

  it('tells her hidden concern only once trust and openness are high enough', () => {
    const concern = personaOf('low-motivation').concern;
    const questionsOnly = playThrough('low-motivation', ['最近どう？', '何が一番引っかかってる？', 'どうしてそう思うの？', 'ほかには何かある？', 'それはどういうこと？']);
    expect(questionsOnly.map((t) => t.reply).join()).not.toContain(concern);
    expect(questionsOnly[2].reply).toBe(personaOf('low-motivation').hint);
    const listened = playThrough('low-motivation', ['最近どう？', 'それはつらいね', '改善案が通らなかったのは悔しかったよね', 'よかったら、もう少し聞かせて']);
    expect(listened.map((t) => t.reply).join()).toContain(concern);
    expect(listened.at(-1)!.after.revealed).toBe(true);
  });

  it('drops her concern when the manager changes the subject as she is about to tell it', () => {
    const turns = playThrough('onboarding', ['最近どう？', 'ほかにはどんなことが気になってる？', 'どんなことでも聞かせて', 'ところで来週の研修の件だけど']);
    expect(turns[2].reply).toBe(personaOf('onboarding').hint);
    expect(turns[3].type).toBe('interruption');
    expect(turns[3].reply).toContain('研修');
    expect(turns[3].after.verge).toBe(false);
  });

  it('derives the state from the transcript alone: the same lines give the same state and reply', () => {
    const lines = ['最近どう？', 'それは大変だったね', 'もっと早く相談してほしかった'];
    expect(personaStateOf('feedback', lines)).toEqual(playThrough('feedback', lines).at(-1)!.after);
    expect(personaReply('feedback', lines)).toEqual(personaReply('feedback', [...lines]));
  });

  it('has a persona for every scenario of the screen and of the coach\'s dialog', () => {
    for (const scenario of SCENARIOS) expect(personaOf(scenario.id)).toBe(personaOf(scenario.id === 'difficult-conversation' ? 'difficult-conversation' : scenario.id));
    expect(new Set(SCENARIOS.map((s) => personaOf(s.id).name)).size).toBe(SCENARIOS.length);
  });
});

describe('the debrief counts and quotes the transcript', () => {
  const transcript = [
    '最近、仕事の進め方で困っていることはある？',
    'もっと早めに相談してください',
    '何があったのか聞かせてもらえる？',
    'それは大変だったね',
    'なぜ報告しなかったんですか',
    'つまり、一人で抱えていたということですね',
    'どうしたらいいと思う？',
  ];

  it('counts each kind exactly as the lines were classified, and quotes them whole', () => {
    const debrief = debriefOf('struggling-member', transcript);
    const played = playThrough('struggling-member', transcript);
    expect(played.map((t) => t.type)).toEqual(['closed', 'advice', 'open', 'empathy', 'directive', 'summary', 'open']);
    const byType = Object.fromEntries(debrief.turns!.map((t) => [t.type, t]));
    expect(byType.open).toMatchObject({ count: 2, quotes: ['何があったのか聞かせてもらえる？', 'どうしたらいいと思う？'] });
    expect(byType.closed).toMatchObject({ count: 1, quotes: ['最近、仕事の進め方で困っていることはある？'] });
    expect(byType.advice).toMatchObject({ count: 1, quotes: ['もっと早めに相談してください'] });
    expect(byType.empathy).toMatchObject({ count: 1, quotes: ['それは大変だったね'] });
    expect(byType.directive).toMatchObject({ count: 1, quotes: ['なぜ報告しなかったんですか'] });
    expect(byType.summary).toMatchObject({ count: 1 });
    expect(debrief.turns!.reduce((sum, t) => sum + t.count, 0)).toBe(transcript.length);
    expect(debrief.wentWell.join()).toContain('開かれた質問が2回ありました（「何があったのか聞かせてもらえる？」「どうしたらいいと思う？」）');
    expect(debrief.toTry.join()).toContain('責める・指示する言い方が1回ありました（「なぜ報告しなかったんですか」）');
    expect(debrief.toTry.join()).toContain('話を聴き終える前の助言が1回ありました（「もっと早めに相談してください」）');
  });

  it('says no open question was asked when none was', () => {
    const debrief = debriefOf('feedback', ['資料はもう直した？', 'もっと早めに相談してください']);
    expect(debrief.wentWell.join()).not.toContain('開かれた質問');
    expect(debrief.toTry.join()).toContain('開かれた質問を一つ入れてみましょう');
    expect(debrief.turns!.map((t) => t.type)).toEqual(['closed', 'advice']);
  });

  it('suggests one better line for a weak turn of the transcript', () => {
    expect(debriefOf('struggling-member', transcript).betterLine).toEqual({
      original: 'なぜ報告しなかったんですか',
      suggestion: '報告のことで、何があったのか聞かせてもらえますか？',
      reason: expect.stringContaining('事情を聴く問い'),
    });
    expect(debriefOf('feedback', ['資料は間に合いそうですか']).betterLine).toMatchObject({ original: '資料は間に合いそうですか', suggestion: '資料について、いまどんなふうに感じていますか？' });
  });

  it('names the concern she told, or says it has not come out', () => {
    const heard = debriefOf('low-motivation', ['最近どう？', 'それはつらいね', '改善案が通らなかったのは悔しかったよね', 'よかったら、もう少し聞かせて']);
    expect(heard.concernHeard).toBe(true);
    expect(heard.wentWell.join()).toContain(personaOf('low-motivation').concernSummary);
    expect(debriefOf('low-motivation', ['大丈夫？']).concernHeard).toBe(false);
  });
});

describe('the same member on a model (LangChain prompt) and offline', () => {
  const history = (...lines: string[]): CoachRequest['history'] => lines.flatMap((content) => [{ role: 'assistant' as const, content: '…' }, { role: 'user' as const, content }]);

  it('tells the model her derived state, her hidden concern, whether it may come out, and how the last line landed', () => {
    const request: CoachRequest = { sessionType: 'roleplay', topic: null, scenarioId: 'high-performer', history: history('最近どう？', '若手の育成も担当してみたらどう？') };
    const prompt = systemPrompt(request, []);
    expect(prompt).toContain('山田さん');
    expect(prompt).toContain(personaOf('high-performer').concernSummary);
    expect(prompt).toContain('信頼 0/4、心の開き具合 0/4');
    expect(prompt).toContain('本音はまだ話さないでください');
    expect(prompt).toContain('やんわり抵抗');
    expect(prompt).toContain('「若手の育成」に触れて');
    const ready = systemPrompt({ ...request, history: history('最近どう？', 'それは悔しかったよね', 'ほかにはどんなことがある？', 'それは大変だったね') }, []);
    expect(ready).toMatch(/本音を自分の言葉で打ち明けて|本音はもう話しました/);
  });

  it('answers a role-play offline with the member\'s reply to the last line', async () => {
    const coach = new OfflineCoach(new ConceptCardKnowledge());
    const lines = ['山本さんとの件、どう思ってる？'];
    const reply = await coach.reply({ sessionType: 'roleplay', topic: null, scenarioId: 'team-conflict', history: history(...lines) });
    let text = '';
    for await (const piece of reply.chunks) text += piece;
    expect(text).toBe(personaReply('team-conflict', lines).content);
    expect(reply.citations).toEqual([]);
  });
});

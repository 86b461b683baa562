import { classifyMove, debriefOf, personaReply } from './persona.js';

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

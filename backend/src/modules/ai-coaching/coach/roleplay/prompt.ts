import type { TurnType } from '../../events/coaching-session.events.js';
import { findScenario } from '../../domain/scenarios.js';
import { mayReveal, personaOf, playThrough } from './persona.js';

/** How she takes each kind of line: the same design the offline member follows (decision 0075). */
const HOW_IT_LANDS: Record<TurnType, string> = {
  open: '開かれた質問です。少し心を開き、話の続きを自分の言葉で話してください。',
  closed: '「はい・いいえ」で答えられる質問です。短く答え、自分からは話を広げないでください。',
  empathy: '気持ちを受け止めてもらえました。少し安心して、話の続きを話してください。',
  summary: '話を言い換えて返してもらえました。「そうなんです」と受けて、続きを話してください。',
  praise: 'ほめられました。「わかりました」ではなく、うれしさや照れを自然に表してください。',
  advice: '話を聴き終える前に助言されました。やんわり抵抗してください（「それができたら苦労しないんですけど」など）。',
  directive: '責められた、または命令されたと感じました。身構えて、言い訳気味に短く返してください。',
  interruption: '本音を言いかけたところで話題を変えられました。言いかけたことを引っ込めてください。',
  neutral: '問いも受け止めもない発言です。あいまいに短く返してください。',
};

/**
 * The system prompt of a role-play on a model: the persona, her state derived from the transcript
 * (trust, openness, whether her hidden concern may come out now), the hidden concern itself, and how
 * the manager's last line landed, so the model plays the same member as the offline one.
 */
export function roleplayPrompt(scenarioId: string | null, managerLines: readonly string[]): string {
  const persona = personaOf(scenarioId);
  const scenario = findScenario(scenarioId ?? '');
  const last = playThrough(scenarioId, managerLines).at(-1);
  const state = last?.after;
  const reveal = state?.revealed
    ? '本音はもう話しました。これからは、自分で選んだ次の一歩に向けて話を進めてください。'
    : state && mayReveal(state)
      ? '信頼と開き具合が十分になりました。今の返答で、隠している本音を自分の言葉で打ち明けてください。'
      : '隠している本音はまだ話さないでください（信頼と開き具合が十分になるまで）。';
  return [
    `あなたは1on1の練習相手「${persona.name}」です。場面: ${scenario?.title ?? ''}（${scenario?.description ?? ''}）。`,
    `あなたが隠している本音: ${persona.concernSummary}。`,
    state ? `いまの状態: 上司への信頼 ${state.trust}/4、心の開き具合 ${state.openness}/4。${reveal}` : `まだ何も話していません。${reveal}`,
    last ? `上司の直前の発言「${last.line}」は、${HOW_IT_LANDS[last.type]}` : '',
    last?.key ? `返答では、上司の言葉「${last.key}」に触れてから答えてください（上司の発言をそのまま繰り返さないこと）。` : '',
    '上司（ユーザー）の言葉に、この人物として日本語で短く（2文以内）答えてください。コーチとしての助言はしないでください。',
  ]
    .filter(Boolean)
    .join('\n');
}

import type { TurnType } from '../../events/coaching-session.events.js';
import personas from './personas.json' with { type: 'json' };
import { classifyMove, keyPhraseOf } from './turns.js';

export { classifyMove } from './turns.js';

/** A role-play member: her lines, curated per scenario, kept in `personas.json` next to this file. */
export interface Persona {
  name: string;
  opening: string;
  /** What she tells as she opens up, before her concern. */
  surface: readonly string[];
  /** Said when she is about to tell her concern (the next listening line lets her say it, if she trusts enough). */
  hint: string;
  /** Her hidden concern, in her words. */
  concern: string;
  /** The concern in a phrase, for the debrief and the model's prompt. */
  concernSummary: string;
  /** After the concern: toward a next step she chooses. */
  after: readonly string[];
  closing: string;
  /** Short answers to closed questions. */
  closed: readonly string[];
  /** Said to advice offered before she has been heard. */
  resistance: readonly string[];
  /** Said to blame or an order. */
  defensive: readonly string[];
  /** Said to praise: pleased, a little embarrassed. */
  praised: readonly string[];
  /** Said to a line that asks nothing and acknowledges nothing. */
  hesitant: readonly string[];
  /** The concept the debrief names. */
  cardId: string;
}

const PERSONAS: Readonly<Record<string, Persona>> = personas;

export function personaOf(scenarioId: string | null): Persona {
  return PERSONAS[scenarioId ?? ''] ?? PERSONAS['difficult-conversation'];
}

/** 「佐藤さん」 of 「佐藤さん（営業・入社5年目）」. */
export const shortNameOf = (persona: Persona) => persona.name.split('（')[0];

/**
 * The member's state after some of the manager's lines: trust and openness (0–4), how far her
 * story has come, whether she is about to tell her concern (`verge`) or has told it. Derived
 * from the transcript every turn, never stored: a session resumes with the same state.
 */
export interface PersonaState {
  trust: number;
  openness: number;
  /** Surface lines told. */
  told: number;
  verge: boolean;
  revealed: boolean;
  /** Lines told after the concern. */
  afterTold: number;
  finished: boolean;
}

/** One of the manager's lines, how it came across, and what the member answered. */
export interface PlayedTurn {
  line: string;
  type: TurnType;
  /** The phrase of the line she refers back to, when it names one. */
  key: string | null;
  /** Her state when she heard it: `advice` before `revealed` is advice before listening. */
  before: PersonaState;
  after: PersonaState;
  reply: string;
}

const START: PersonaState = { trust: 1, openness: 0, told: 0, verge: false, revealed: false, afterTold: 0, finished: false };
const clamp = (n: number) => Math.max(0, Math.min(4, n));
/** Enough trust and openness for her concern to come out: much of both, or enough trust once she is about to say it. */
export const mayReveal = (state: PersonaState) => state.revealed || (state.trust >= 3 && state.openness >= 2) || (state.verge && state.trust >= 2);
const LISTENING: readonly TurnType[] = ['open', 'empathy', 'summary'];

/** How she begins her answer, referring to the phrase the manager used (two variants per kind, by turn). */
const FRAMES: Partial<Record<TurnType | 'accepted', readonly [string, string]>> = {
  open: ['{k}、ですか。', '{k}のことですね。'],
  closed: ['{k}ですか。', '{k}は……。'],
  summary: ['はい、{k}……そうなんです。', '{k}……はい、まさにそうなんです。'],
  empathy: ['{k}のこと、わかってもらえてほっとしました。', '{k}……そうなんです。'],
  praise: ['{k}のこと、気づいてくれていたんですね。', '{k}のこと、そんなふうに言ってもらえるなんて。'],
  advice: ['{k}、ですか……。', '{k}と言われても……。'],
  accepted: ['{k}、いいかもしれません。', '{k}なら、できそうです。'],
  directive: ['{k}、ですか……。', '{k}のことは……。'],
  interruption: ['あ、{k}の話ですね。', '{k}ですか。……はい。'],
};
const WITHOUT_KEY: Partial<Record<TurnType | 'accepted', readonly [string, string]>> = {
  summary: ['はい、そうなんです。', 'そうです、そういうことなんです。'],
  accepted: ['それなら、できそうです。', 'いいかもしれません。'],
  interruption: ['あ、はい。', 'あ……はい。'],
};
/** After her closing line: the conversation has come to its end. */
const FINISHED = 'はい。今日は時間をとってもらって、ありがとうございました。';
const DROPPED = ['……いえ、さっきのことは、また今度で大丈夫です。', 'さっき言いかけたことは、気にしないでください。'] as const;

const pick = <T>(lines: readonly T[], turn: number): T => lines[turn % lines.length];

function framed(kind: TurnType | 'accepted', key: string | null, turn: number, line: string): string {
  const frames = key ? FRAMES[kind] : WITHOUT_KEY[kind];
  const frame = frames ? pick(frames, turn).replace('{k}', key ?? '') : '';
  return frame.endsWith('……。') ? `${frame}${line.replace(/^……/, '')}` : `${frame}${line}`;
}

/** The next part of her story, for a line that listened (or advice once she has been heard). */
function forward(persona: Persona, state: PersonaState): { line: string; state: PersonaState } {
  if (state.finished) return { line: FINISHED, state };
  if (state.revealed) {
    if (state.afterTold < persona.after.length) return { line: persona.after[state.afterTold], state: { ...state, afterTold: state.afterTold + 1 } };
    return { line: persona.closing, state: { ...state, finished: true } };
  }
  if (mayReveal(state)) return { line: persona.concern, state: { ...state, revealed: true, verge: false } };
  if (state.told < persona.surface.length) return { line: persona.surface[state.told], state: { ...state, told: state.told + 1 } };
  if (!state.verge) return { line: persona.hint, state: { ...state, verge: true } };
  return { line: pick(persona.hesitant, state.told), state };
}

function play(persona: Persona, before: PersonaState, line: string, turn: number): PlayedTurn {
  const move = classifyMove(line);
  const type: TurnType = before.verge && !LISTENING.includes(move) ? 'interruption' : move;
  const key = keyPhraseOf(line);
  const said = (kind: TurnType | 'accepted', text: string, after: PersonaState): PlayedTurn => ({ line, type, key, before, after, reply: framed(kind, key, turn, text) });
  let s = { ...before };
  switch (type) {
    case 'open':
    case 'empathy':
    case 'summary': {
      if (type === 'open' || type === 'summary') s.openness = clamp(s.openness + 1);
      if (type === 'empathy' || type === 'summary') s.trust = clamp(s.trust + 1);
      const next = forward(persona, s);
      return said(type, next.line, next.state);
    }
    case 'closed':
      return said(type, pick(persona.closed, turn), s);
    case 'praise':
      s.trust = clamp(s.trust + 1);
      return said(type, pick(persona.praised, turn), s);
    case 'advice': {
      if (s.revealed) {
        const next = forward(persona, s);
        return said('accepted', next.line, next.state);
      }
      s = { ...s, trust: clamp(s.trust - 1), openness: clamp(s.openness - 1) };
      return said(type, pick(persona.resistance, turn), s);
    }
    case 'directive':
      s = { ...s, trust: clamp(s.trust - 2), openness: clamp(s.openness - 1), verge: false };
      return said(type, pick(persona.defensive, turn), s);
    case 'interruption':
      s = { ...s, openness: clamp(s.openness - 1), verge: false };
      return said(type, pick(DROPPED, turn), s);
    default:
      return said(type, pick(persona.hesitant, turn), s);
  }
}

/** Plays the manager's lines through the scenario's member, oldest first: a pure fold. */
export function playThrough(scenarioId: string | null, managerLines: readonly string[]): PlayedTurn[] {
  const persona = personaOf(scenarioId);
  const turns: PlayedTurn[] = [];
  let state = START;
  managerLines.forEach((line, turn) => {
    const played = play(persona, state, line, turn);
    turns.push(played);
    state = played.after;
  });
  return turns;
}

/** Her state after the manager's lines so far. */
export const personaStateOf = (scenarioId: string | null, managerLines: readonly string[]): PersonaState => playThrough(scenarioId, managerLines).at(-1)?.after ?? START;

/** Her answer to the manager's last line, and whether the conversation has come to its end. */
export function personaReply(scenarioId: string | null, managerLines: readonly string[]): { content: string; finished: boolean } {
  const last = playThrough(scenarioId, managerLines).at(-1);
  if (!last) return { content: personaOf(scenarioId).opening, finished: false };
  return { content: last.reply, finished: last.after.finished };
}

import { levelsAt } from '@pivot/rules';
import {
  DAY_MS,
  MONTH_MS,
  progressOf,
  reachOfProgress,
  type Approach,
  type DatedFact,
  type GiftFact,
  type MemberHistory,
  type SessionFact,
  type TeamHistory,
} from './culture-model.js';
import { normal, seededRandom } from './stats.js';

/**
 * Synthetic teams whose true effects are known, walked by exactly the process the estimator
 * assumes (docs/decisions/0052): on each axis a member's progress u = −ln(remaining distance to
 * the board's edge) moves by (intercept + the member's own offset + effects × what happened in
 * the step − settling × the progress already made) × months plus noise σ per √month, held at the floor (u ≥ 0). Growth therefore slows
 * as a member nears the edge, and a team that starts high saturates. Tests check that the
 * estimates recover the truth.
 */
export interface TrueEffects {
  /** Progress per month; 0.05 closes about 5 % of the remaining distance a month. */
  intercept: number;
  session: Partial<Record<Approach, number>>;
  gifts: number;
  learning: number;
}

export interface SyntheticTeamOptions {
  members: number;
  /** Points per member after the first. */
  steps: number;
  stepDays: number;
  /** Noise of progress per √month. */
  sigma: number;
  seed: number;
  skill: TrueEffects;
  mindset: TrueEffects;
  /** How much the pace drops per unit of progress already made (the `progress` term is −settling); 0 by default. */
  settling?: number;
  /** The spread (sd) of members' own offsets around the intercept, on both axes; 0 by default. */
  memberSd?: number;
  /** Where members start on both axes, as reach 0..1 (x for skill, 1 − y for mindset); 0.25..0.6 by default. */
  startReach?: readonly [number, number];
  /** Approaches sessions may follow (chosen at random per session). */
  approaches?: Approach[];
  now?: number;
}

export interface SyntheticTeam extends TeamHistory {
  /** Each member's true own offset per axis, by member id. */
  offsets: Map<string, { skill: number; mindset: number }>;
}

const drift = (effects: TrueEffects, sessions: SessionFact[], gifts: number, learning: number, months: number) =>
  effects.intercept +
  sessions.reduce((s, session) => s + (effects.session[session.approach] ?? 0), 0) / months +
  (effects.gifts * gifts) / months +
  (effects.learning * learning) / months;

export function aSyntheticTeam(options: SyntheticTeamOptions): SyntheticTeam {
  const random = seededRandom(options.seed);
  const approaches = options.approaches ?? ['strategy', 'trust_building'];
  const [low, high] = options.startReach ?? [0.25, 0.6];
  const now = options.now ?? Date.UTC(2026, 10, 1);
  const start = now - (options.steps + 1) * options.stepDays * DAY_MS;
  const members: MemberHistory[] = [];
  const sessions: SessionFact[] = [];
  const gifts: GiftFact[] = [];
  const learning: DatedFact[] = [];
  const offsets = new Map<string, { skill: number; mindset: number }>();
  const place = (at: number, skill: number, mindset: number) => {
    const x = reachOfProgress(skill);
    const y = 1 - reachOfProgress(mindset);
    const levels = levelsAt({ x, y });
    return { at, x, y, skill: levels.skillLevel, mindset: levels.mindsetLevel };
  };
  for (let m = 0; m < options.members; m++) {
    const memberId = `member-${m}`;
    const offset = { skill: (options.memberSd ?? 0) * normal(random), mindset: (options.memberSd ?? 0) * normal(random) };
    offsets.set(memberId, offset);
    let at = start + Math.floor(random() * options.stepDays) * DAY_MS;
    let skill = progressOf(low + random() * (high - low));
    let mindset = progressOf(low + random() * (high - low));
    const points = [place(at, skill, mindset)];
    for (let k = 0; k < options.steps; k++) {
      const days = options.stepDays - 3 + Math.floor(random() * 7);
      const next = at + days * DAY_MS;
      const months = (next - at) / MONTH_MS;
      const within = () => at + Math.max(1, Math.floor(random() * days)) * DAY_MS;
      const stepSessions: SessionFact[] = [];
      for (let s = Math.floor(random() * 3); s > 0; s--) stepSessions.push({ memberId, at: within(), approach: approaches[Math.floor(random() * approaches.length)] });
      const stepGifts = Math.floor(random() * 4);
      const stepLearning = random() < 0.4 ? 1 : 0;
      for (let g = 0; g < stepGifts; g++) gifts.push({ memberId, at: within(), kind: g % 2 === 0 ? 'feedback' : 'feed_forward' });
      for (let l = 0; l < stepLearning; l++) learning.push({ memberId, at: within() });
      sessions.push(...stepSessions);
      const step = (axis: 'skill' | 'mindset', progress: number) =>
        Math.max(0, progress + (drift(options[axis], stepSessions, stepGifts, stepLearning, months) + offset[axis] - (options.settling ?? 0) * progress) * months + options.sigma * Math.sqrt(months) * normal(random));
      skill = step('skill', skill);
      mindset = step('mindset', mindset);
      at = next;
      points.push(place(at, skill, mindset));
    }
    members.push({ memberId, name: `メンバー${m}`, points });
  }
  return { members, sessions, gifts, learning, now, offsets };
}

/** A team of known effects with enough history for the model. */
export const WELL_OBSERVED = {
  members: 30,
  steps: 20,
  stepDays: 14,
  sigma: 0.08,
  skill: { intercept: 0.02, session: { strategy: 0.06, trust_building: 0.015 }, gifts: 0.02, learning: 0.08 },
  mindset: { intercept: -0.01, session: { strategy: 0.01, trust_building: 0.08 }, gifts: 0.03, learning: 0.02 },
} as const satisfies Omit<SyntheticTeamOptions, 'seed'>;

/** A team that starts high and grows fast: many members end close to the board's edge. */
export const SATURATING = {
  ...WELL_OBSERVED,
  startReach: [0.5, 0.85],
  skill: { intercept: 0.08, session: { strategy: 0.08, trust_building: 0.03 }, gifts: 0.03, learning: 0.1 },
  mindset: { intercept: 0.06, session: { strategy: 0.02, trust_building: 0.1 }, gifts: 0.04, learning: 0.05 },
} as const satisfies Omit<SyntheticTeamOptions, 'seed'>;

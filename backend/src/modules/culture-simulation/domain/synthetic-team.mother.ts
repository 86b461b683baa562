import { DAY_MS, MONTH_MS, type Approach, type MemberHistory, type SessionFact, type TeamHistory, type DatedFact, type GiftFact } from './culture-model.js';
import { normal, seededRandom } from './stats.js';

/**
 * Synthetic teams whose true velocities are known: every member walks with the drift of the
 * model (intercept + effects × what happened in the step) plus noise σ per √month, exactly the
 * process the estimator assumes. Tests check that the estimates recover the truth.
 */
export interface TrueEffects {
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
  sigma: number;
  seed: number;
  skill: TrueEffects;
  mindset: TrueEffects;
  /** Approaches sessions may follow (chosen at random per session). */
  approaches?: Approach[];
  now?: number;
}

const drift = (effects: TrueEffects, sessions: SessionFact[], gifts: number, learning: number, months: number) =>
  effects.intercept +
  sessions.reduce((s, session) => s + (effects.session[session.approach] ?? 0), 0) / months +
  (effects.gifts * gifts) / months +
  (effects.learning * learning) / months;

export function aSyntheticTeam(options: SyntheticTeamOptions): TeamHistory {
  const random = seededRandom(options.seed);
  const approaches = options.approaches ?? ['strategy', 'trust_building'];
  const now = options.now ?? Date.UTC(2026, 10, 1);
  const start = now - (options.steps + 1) * options.stepDays * DAY_MS;
  const members: MemberHistory[] = [];
  const sessions: SessionFact[] = [];
  const gifts: GiftFact[] = [];
  const learning: DatedFact[] = [];
  for (let m = 0; m < options.members; m++) {
    const memberId = `member-${m}`;
    let at = start + Math.floor(random() * options.stepDays) * DAY_MS;
    let skill = 30 + random() * 40;
    let mindset = 30 + random() * 40;
    const points = [{ at, skill, mindset }];
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
      skill += drift(options.skill, stepSessions, stepGifts, stepLearning, months) * months + options.sigma * Math.sqrt(months) * normal(random);
      mindset += drift(options.mindset, stepSessions, stepGifts, stepLearning, months) * months + options.sigma * Math.sqrt(months) * normal(random);
      at = next;
      points.push({ at, skill, mindset });
    }
    members.push({ memberId, name: `メンバー${m}`, points });
  }
  return { members, sessions, gifts, learning, now };
}

/** A team of known effects with enough history for the model. */
export const WELL_OBSERVED = {
  members: 30,
  steps: 20,
  stepDays: 14,
  sigma: 3,
  skill: { intercept: 0.5, session: { strategy: 1.5, trust_building: 0.4 }, gifts: 0.6, learning: 2 },
  mindset: { intercept: -0.3, session: { strategy: 0.3, trust_building: 2 }, gifts: 0.9, learning: 0.5 },
} as const satisfies Omit<SyntheticTeamOptions, 'seed'>;

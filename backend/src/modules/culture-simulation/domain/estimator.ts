import {
  APPROACHES,
  DAY_MS,
  MONTH_MS,
  MS_QUADRANTS,
  AXES,
  progressOf,
  quadrantOf,
  reachOf,
  type Approach,
  type Axis,
  type DatedFact,
  type MemberHistory,
  type MsQuadrant,
  type TeamHistory,
} from './culture-model.js';
import { interval, randomInterceptRegression, weightedLeastSquares, type Interval, type MixedRegression } from './stats.js';

/**
 * What the team's real history says (docs/modules/culture-simulation.md, "The model"):
 * each member's velocity on both axes, and a saturating model of growth (the rate at which a
 * member closes the remaining distance to the board's edge) on 1on1 cadence by approach, gifts
 * received and learning completed, with each member's own rate pooled towards the team's, with
 * intervals. Pure.
 */

/** A member's own trend needs this many points over this many days. */
export const MIN_MEMBER_POINTS = 3;
export const MIN_MEMBER_SPAN_DAYS = 28;
/** The pooled model needs this many segments from this many members. */
export const MIN_MODEL_SEGMENTS = 12;
export const MIN_MODEL_MEMBERS = 3;
/** Segments shorter than a day say little about a velocity (a correction right after a move). */
export const MIN_SEGMENT_DAYS = 1;
/** The window of "current" rates offered as the baseline scenario. */
export const RECENT_DAYS = 90;

export type { Axis };
export { AXES };

export type InsufficientReason = 'too_few_points' | 'too_short_span';

export interface MemberVelocity {
  memberId: string;
  name: string;
  points: number;
  spanDays: number;
  /** The last recorded levels and place on the board (fractions). */
  current: { skill: number; mindset: number; x: number; y: number; quadrant: MsQuadrant; at: number };
  /** Level points per month with a 95 % interval; null with `insufficient` when the trail is too thin. */
  skill: Interval | null;
  mindset: Interval | null;
  insufficient: InsufficientReason | null;
  /**
   * The model's pace for the member today without levers (progress per month at their current
   * place: intercept + their own offset + settling), with a 95 % interval that carries the
   * coefficients' and the offset's uncertainty; pooled towards the team's where the member's
   * history is thin (a member without segments gets the team's pace and spread). Null without a model.
   */
  pace: Record<Axis, Interval> | null;
}

/** A stretch between two consecutive points of a trail, with what happened in it. */
export interface Segment {
  memberId: string;
  months: number;
  quadrant: MsQuadrant;
  velocity: Record<Axis, number>;
  /** Progress per month (docs/decisions/0052): ln(remaining distance at the start / at the end) / months. */
  rate: Record<Axis, number>;
  /** Progress at the segment's start. */
  startProgress: Record<Axis, number>;
  sessionRate: Record<Approach, number>;
  sessions: number;
  dominantApproach: Approach | null;
  giftRate: number;
  learningRate: number;
}

/** `progress` is the member's own progress at the segment's start on the axis: a negative effect is growth that settles (docs/decisions/0052). */
export const MODEL_TERMS = ['intercept', ...APPROACHES.map((a) => `session_${a}` as const), 'gifts', 'learning', 'progress'] as const;
export type ModelTerm = (typeof MODEL_TERMS)[number];

export interface TermEstimate {
  term: ModelTerm;
  /** False when the history holds no variation of it (e.g. nobody completed any learning): its effect is then unknown. */
  measured: boolean;
  /** Segments in which the term was non-zero. */
  exposure: number;
  skill: Interval | null;
  mindset: Interval | null;
}

export interface AxisModel {
  /** Coefficients in progress per month; `groups` holds each member's own offset (by member id). */
  regression: MixedRegression;
  /**
   * Each member's progress where their trail starts (by member id), when the model has the
   * `progress` term: the regression's last coefficient, after those of `terms`, is its effect
   * (docs/decisions/0052). Empty otherwise.
   */
  origins: Map<string, number>;
  /** The model's columns, in the order of the regression's coefficients. */
  terms: ModelTerm[];
}

export type ModelInsufficient = { reason: 'too_few_segments' | 'too_few_members' | 'singular'; segments: number; members: number };

export interface CellEstimate {
  segments: number;
  members: number;
  months: number;
  skill: Interval | null;
  mindset: Interval | null;
}

export interface QuadrantEstimate {
  quadrant: MsQuadrant;
  /** Member-months observed in the quadrant and 1on1 sessions held in them. */
  memberMonths: number;
  sessions: number;
  withSessions: CellEstimate;
  withoutSessions: CellEstimate;
  byApproach: Record<Approach, CellEstimate>;
}

export interface Baseline {
  /** 1on1 sessions per member-month by the member's quadrant at the time, over the recent window; null without exposure. */
  cadence: Record<MsQuadrant, number | null>;
  /** The approach most used in the quadrant's sessions, null when none was held. */
  approach: Record<MsQuadrant, Approach | null>;
  /** Share of current members who received feedback or feed-forward in the recent window. */
  growthCycleParticipation: number;
  /** Gifts per participant-month in the recent window (0 without participants). */
  giftsPerParticipantMonth: number;
  /** Learning completions per member-month in the recent window. */
  learningPerMonth: number;
  windowDays: number;
}

export interface TeamEstimate {
  members: MemberVelocity[];
  segments: number;
  membersWithSegments: number;
  firstAt: number | null;
  model: { skill: AxisModel; mindset: AxisModel } | null;
  modelInsufficient: ModelInsufficient | null;
  terms: TermEstimate[];
  quadrants: QuadrantEstimate[];
  baseline: Baseline;
  counts: { points: number; sessions: number; gifts: number; learning: number };
}

const countBetween = (facts: readonly DatedFact[], memberId: string, from: number, to: number) =>
  facts.filter((f) => f.memberId === memberId && f.at > from && f.at <= to).length;

/** The member's velocity (level points per month) with its 95 % interval, from the steps of their trail. */
export function memberVelocity(member: MemberHistory): MemberVelocity {
  const points = [...member.points].sort((a, b) => a.at - b.at);
  const last = points[points.length - 1];
  const spanDays = points.length > 1 ? (last.at - points[0].at) / DAY_MS : 0;
  const base = {
    memberId: member.memberId,
    name: member.name,
    points: points.length,
    spanDays: Math.round(spanDays * 10) / 10,
    current: { skill: last.skill, mindset: last.mindset, x: last.x, y: last.y, quadrant: quadrantOf(last.skill, last.mindset), at: last.at },
  };
  const insufficient: InsufficientReason | null =
    points.length < MIN_MEMBER_POINTS ? 'too_few_points' : spanDays < MIN_MEMBER_SPAN_DAYS ? 'too_short_span' : null;
  if (insufficient) return { ...base, skill: null, mindset: null, insufficient, pace: null };
  // Increments, not levels: a trail is read as a random walk with drift, so each step's velocity
  // has variance σ²/months and the drift is their weighted mean (regressing levels on time would
  // treat the walk's correlated residuals as independent and give intervals that are too narrow).
  const steps = points.slice(1).map((p, i) => ({ months: (p.at - points[i].at) / MONTH_MS, from: points[i], to: p })).filter((s) => s.months > 0);
  const fit = (axis: Axis): Interval | null => {
    const regression = weightedLeastSquares(
      steps.map(() => [1]),
      steps.map((s) => (s.to[axis] - s.from[axis]) / s.months),
      steps.map((s) => s.months),
    );
    if (!regression) return null;
    return interval(regression.coefficients[0], Math.sqrt(regression.covariance[0][0]), regression.degreesOfFreedom);
  };
  const skill = fit('skill');
  const mindset = fit('mindset');
  if (!skill || !mindset) return { ...base, skill: null, mindset: null, insufficient: 'too_short_span', pace: null };
  return { ...base, skill, mindset, insufficient: null, pace: null };
}

/** Cuts every trail into segments and measures what happened in each. */
export function segmentsOf(history: TeamHistory): Segment[] {
  const segments: Segment[] = [];
  for (const member of history.members) {
    const points = [...member.points].sort((a, b) => a.at - b.at);
    for (let i = 1; i < points.length; i++) {
      const from = points[i - 1];
      const to = points[i];
      const months = (to.at - from.at) / MONTH_MS;
      if (to.at - from.at < MIN_SEGMENT_DAYS * DAY_MS) continue;
      const sessions = history.sessions.filter((s) => s.memberId === member.memberId && s.at > from.at && s.at <= to.at);
      const sessionRate = Object.fromEntries(APPROACHES.map((a) => [a, sessions.filter((s) => s.approach === a).length / months])) as Record<Approach, number>;
      segments.push({
        memberId: member.memberId,
        months,
        quadrant: quadrantOf(from.skill, from.mindset),
        velocity: { skill: (to.skill - from.skill) / months, mindset: (to.mindset - from.mindset) / months },
        rate: {
          skill: (progressOf(reachOf(to, 'skill')) - progressOf(reachOf(from, 'skill'))) / months,
          mindset: (progressOf(reachOf(to, 'mindset')) - progressOf(reachOf(from, 'mindset'))) / months,
        },
        startProgress: { skill: progressOf(reachOf(from, 'skill')), mindset: progressOf(reachOf(from, 'mindset')) },
        sessionRate,
        sessions: sessions.length,
        dominantApproach: dominant(sessions.map((s) => s.approach)),
        giftRate: countBetween(history.gifts, member.memberId, from.at, to.at) / months,
        learningRate: countBetween(history.learning, member.memberId, from.at, to.at) / months,
      });
    }
  }
  return segments;
}

function dominant(approaches: readonly Approach[]): Approach | null {
  let best: Approach | null = null;
  let bestCount = 0;
  for (const approach of APPROACHES) {
    const count = approaches.filter((a) => a === approach).length;
    if (count > bestCount) {
      best = approach;
      bestCount = count;
    }
  }
  return best;
}

const termValue = (segment: Segment, term: ModelTerm, axis: Axis): number => {
  if (term === 'intercept') return 1;
  if (term === 'progress') return segment.startProgress[axis];
  if (term === 'gifts') return segment.giftRate;
  if (term === 'learning') return segment.learningRate;
  return segment.sessionRate[term.slice('session_'.length) as Approach];
};

/**
 * The saturating model, per axis, on progress u = −ln(remaining distance to the edge):
 * rate = β₀ + bᵢ + Σ β_approach·sessions per month + β_gifts·gifts per month + β_learning·completions
 * per month + β_progress·u at the segment's start + β_origin·u where the member's trail starts + ε.
 * Each segment is weighted by its length (progress is a random walk around the trend, so a
 * segment's rate has variance σ²/months); bᵢ is the member's own offset, a random intercept shrunk
 * towards the team's where the member's history is thin. A negative β_progress is growth that
 * settles before the edge; the origin term keeps it honest (without it, members who move fast
 * both get further and have high offsets, and the fit would mistake that for no settling).
 * When the trails are too short to tell settling apart (one segment a member), the model is
 * fitted without those two terms: growth then slows only at the board's edge.
 */
export function fitModel(segments: readonly Segment[]): { model: { skill: AxisModel; mindset: AxisModel } | null; insufficient: ModelInsufficient | null } {
  const members = new Set(segments.map((s) => s.memberId)).size;
  const short = (reason: ModelInsufficient['reason']) => ({ model: null, insufficient: { reason, segments: segments.length, members } });
  if (segments.length < MIN_MODEL_SEGMENTS) return short('too_few_segments');
  if (members < MIN_MODEL_MEMBERS) return short('too_few_members');
  const origins = new Map<string, Record<Axis, number>>();
  for (const s of segments) if (!origins.has(s.memberId)) origins.set(s.memberId, s.startProgress);
  const varies = (term: ModelTerm) =>
    term === 'progress'
      ? AXES.every((axis) => segments.some((s) => s.startProgress[axis] !== origins.get(s.memberId)![axis]))
      : segments.some((s) => termValue(s, term, 'skill') !== 0);
  const attempt = (withSettling: boolean) => {
    const terms = MODEL_TERMS.filter((term) => term === 'intercept' || ((withSettling || term !== 'progress') && varies(term)));
    const settles = terms.includes('progress');
    const fit = (axis: Axis) =>
      randomInterceptRegression(
        segments.map((s) => [...terms.map((term) => termValue(s, term, axis)), ...(settles ? [origins.get(s.memberId)![axis]] : [])]),
        segments.map((s) => s.rate[axis]),
        segments.map((s) => s.months),
        segments.map((s) => s.memberId),
      );
    const skill = fit('skill');
    const mindset = fit('mindset');
    if (!skill || !mindset || skill.degreesOfFreedom < 2) return null;
    const originsOf = (axis: Axis) => (settles ? new Map([...origins].map(([memberId, origin]) => [memberId, origin[axis]])) : new Map<string, number>());
    return { skill: { regression: skill, terms, origins: originsOf('skill') }, mindset: { regression: mindset, terms, origins: originsOf('mindset') } };
  };
  const model = attempt(true) ?? attempt(false);
  return model ? { model, insufficient: null } : short('singular');
}

/** The member's pace today without levers on one axis (see MemberVelocity.pace). */
export function paceToday(model: AxisModel, axis: Axis, memberId: string, place: { x: number; y: number }): Interval {
  const progress = progressOf(reachOf(place, axis));
  const { coefficients, covariance, degreesOfFreedom, groups, betweenSd } = model.regression;
  const row = coefficients.map((_, i) => {
    if (i >= model.terms.length) return model.origins.get(memberId) ?? progress;
    return model.terms[i] === 'intercept' ? 1 : model.terms[i] === 'progress' ? progress : 0;
  });
  const own = groups.get(memberId);
  const estimate = row.reduce((s, c, i) => s + c * coefficients[i], 0) + (own?.offset ?? 0);
  const variance = row.reduce((s, c, i) => s + c * row.reduce((t, d, k) => t + covariance[i][k] * d, 0), 0) + (own ? own.variance : betweenSd ** 2);
  return interval(estimate, Math.sqrt(variance), degreesOfFreedom);
}

function cell(segments: readonly Segment[]): CellEstimate {
  const base = { segments: segments.length, members: new Set(segments.map((s) => s.memberId)).size, months: round(sum(segments.map((s) => s.months)), 2) };
  const mean = (axis: Axis): Interval | null => {
    const regression = weightedLeastSquares(
      segments.map(() => [1]),
      segments.map((s) => s.velocity[axis]),
      segments.map((s) => s.months),
    );
    return regression ? interval(regression.coefficients[0], Math.sqrt(regression.covariance[0][0]), regression.degreesOfFreedom) : null;
  };
  return { ...base, skill: mean('skill'), mindset: mean('mindset') };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Where each member was (quadrant) over time up to `now`: intervals from each point to the next (the last to `now`). */
function exposures(history: TeamHistory, from: number): { memberId: string; start: number; end: number; quadrant: MsQuadrant }[] {
  const out: { memberId: string; start: number; end: number; quadrant: MsQuadrant }[] = [];
  for (const member of history.members) {
    const points = [...member.points].sort((a, b) => a.at - b.at);
    points.forEach((point, i) => {
      const start = Math.max(point.at, from);
      const end = i + 1 < points.length ? points[i + 1].at : history.now;
      if (end > start) out.push({ memberId: member.memberId, start, end, quadrant: quadrantOf(point.skill, point.mindset) });
    });
  }
  return out;
}

export function baselineOf(history: TeamHistory): Baseline {
  const from = history.now - RECENT_DAYS * DAY_MS;
  const spans = exposures(history, from);
  const cadence = {} as Record<MsQuadrant, number | null>;
  const approach = {} as Record<MsQuadrant, Approach | null>;
  for (const quadrant of MS_QUADRANTS) {
    const inQuadrant = spans.filter((s) => s.quadrant === quadrant);
    const months = sum(inQuadrant.map((s) => (s.end - s.start) / MONTH_MS));
    const sessions = history.sessions.filter((session) =>
      inQuadrant.some((s) => s.memberId === session.memberId && session.at > s.start && session.at <= s.end),
    );
    cadence[quadrant] = months > 0 ? round(sessions.length / months, 2) : null;
    approach[quadrant] = dominant(sessions.map((s) => s.approach));
  }
  const memberIds = history.members.map((m) => m.memberId);
  const memberMonths = sum(
    history.members.map((m) => (history.now - Math.max(from, Math.min(...m.points.map((p) => p.at)))) / MONTH_MS).filter((v) => v > 0),
  );
  const recentGifts = history.gifts.filter((g) => g.at > from && g.at <= history.now && memberIds.includes(g.memberId));
  const participants = new Set(recentGifts.map((g) => g.memberId));
  const windowMonths = RECENT_DAYS / 30.4375;
  const recentLearning = history.learning.filter((l) => l.at > from && l.at <= history.now && memberIds.includes(l.memberId));
  return {
    cadence,
    approach,
    growthCycleParticipation: memberIds.length > 0 ? round(participants.size / memberIds.length, 3) : 0,
    giftsPerParticipantMonth: participants.size > 0 ? round(recentGifts.length / (participants.size * windowMonths), 2) : 0,
    learningPerMonth: memberMonths > 0 ? round(recentLearning.length / memberMonths, 3) : 0,
    windowDays: RECENT_DAYS,
  };
}

export function estimateTeam(history: TeamHistory): TeamEstimate {
  const placed = history.members.filter((m) => m.points.length > 0);
  const scoped = { ...history, members: placed };
  const segments = segmentsOf(scoped);
  const { model, insufficient } = fitModel(segments);
  const terms: TermEstimate[] = MODEL_TERMS.map((term) => {
    const exposure = segments.filter((s) => AXES.some((axis) => termValue(s, term, axis) !== 0)).length;
    const index = model ? model.skill.terms.indexOf(term) : -1;
    if (!model || index < 0) return { term, measured: false, exposure, skill: null, mindset: null };
    const at = (axis: AxisModel) =>
      interval(axis.regression.coefficients[index], Math.sqrt(axis.regression.covariance[index][index]), axis.regression.degreesOfFreedom);
    return { term, measured: true, exposure, skill: at(model.skill), mindset: at(model.mindset) };
  });
  const quadrants = MS_QUADRANTS.map((quadrant): QuadrantEstimate => {
    const inQuadrant = segments.filter((s) => s.quadrant === quadrant);
    return {
      quadrant,
      memberMonths: round(sum(inQuadrant.map((s) => s.months)), 2),
      sessions: sum(inQuadrant.map((s) => s.sessions)),
      withSessions: cell(inQuadrant.filter((s) => s.sessions > 0)),
      withoutSessions: cell(inQuadrant.filter((s) => s.sessions === 0)),
      byApproach: Object.fromEntries(APPROACHES.map((a) => [a, cell(inQuadrant.filter((s) => s.dominantApproach === a))])) as Record<Approach, CellEstimate>,
    };
  });
  const allPoints = placed.flatMap((m) => m.points.map((p) => p.at));
  return {
    members: placed.map((member) => {
      const velocity = memberVelocity(member);
      if (!model) return velocity;
      const place = { x: velocity.current.x, y: velocity.current.y };
      return { ...velocity, pace: { skill: paceToday(model.skill, 'skill', member.memberId, place), mindset: paceToday(model.mindset, 'mindset', member.memberId, place) } };
    }),
    segments: segments.length,
    membersWithSegments: new Set(segments.map((s) => s.memberId)).size,
    firstAt: allPoints.length > 0 ? Math.min(...allPoints) : null,
    model,
    modelInsufficient: insufficient,
    terms,
    quadrants,
    baseline: baselineOf(scoped),
    counts: { points: allPoints.length, sessions: history.sessions.length, gifts: history.gifts.length, learning: history.learning.length },
  };
}

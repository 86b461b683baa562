import {
  MS_QUADRANTS,
  progressOf,
  quadrantOf,
  reachOf,
  reachOfProgress,
  type Approach,
  type BoardPlace,
  type LevelsAt,
  type MsQuadrant,
} from './culture-model.js';
import type { AxisModel, Baseline, ModelTerm } from './estimator.js';
import { cholesky, normal, quantile, seededRandom } from './stats.js';

/**
 * The Monte Carlo projection (docs/modules/culture-simulation.md, "The simulation"): each run
 * draws the model's coefficients and every member's own offset from their estimated
 * distributions, decides who takes part in growth cycles, then walks every member month by month
 * in progress (−ln of the remaining distance to the board's edge), so growth slows near the edge
 * and no place ever leaves the board. Pure and seeded.
 */

export interface ScenarioParameters {
  /** 1on1 sessions per month by the member's current quadrant, 0..CADENCE_MAX. */
  cadence: Record<MsQuadrant, number>;
  /** The approach the sessions follow, by the member's current quadrant. */
  approach: Record<MsQuadrant, Approach>;
  /** Share of members taking part in growth cycles (receiving feedback and feed-forward), 0..1. */
  growthCycleParticipation: number;
  /** Learning completions per member per month, 0..LEARNING_MAX. */
  learningPerMonth: number;
}

export const SIMULATION_LIMITS = {
  cadenceMax: 8,
  learningMax: 10,
  horizonMin: 1,
  horizonMax: 24,
  runsMin: 100,
  runsMax: 5000,
} as const;

/** The months at which the distribution is reported, when within the horizon. */
export const REPORT_MONTHS = [3, 6, 12] as const;

export interface Band {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
}

export interface OwnerSharePoint extends Band {
  month: number;
  /** ISO date (YYYY-MM-DD) the month falls on. */
  date: string;
}

export interface DistributionAt {
  month: number;
  date: string;
  /** Members per quadrant across runs. */
  quadrants: Record<MsQuadrant, Band>;
}

export interface Projection {
  ownerShare: OwnerSharePoint[];
  distributions: DistributionAt[];
}

export interface SimulationResult extends Projection {
  members: number;
  runs: number;
  seed: number;
  horizonMonths: number;
  startDate: string;
  /** Terms the scenario leans on whose effect the history could not measure: taken as 0. */
  assumedZero: ModelTerm[];
}

export interface SimulationInput {
  model: { skill: AxisModel; mindset: AxisModel };
  baseline: Pick<Baseline, 'giftsPerParticipantMonth'>;
  /** Each member's current place; `memberId` finds their own offset in the model (none: a member drawn from the team). */
  members: (BoardPlace & { memberId: string })[];
  /** The board's levels of a place: the quadrants are the board's. */
  levelsAt: LevelsAt;
  parameters: ScenarioParameters;
  horizonMonths: number;
  runs: number;
  seed: number;
  /** Epoch ms of month 0 (today). */
  start: number;
}

const isoDate = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

/** The calendar date `months` after `start` (UTC), as a user reads "three months from today". */
export function monthsAfter(start: number, months: number): number {
  const date = new Date(start);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
/** A member's own offset on an axis for one run: drawn around its estimate, or from the team's spread when the member has no segments. */
function drawOffset(axis: AxisModel, memberId: string, random: () => number): number {
  const own = axis.regression.groups.get(memberId);
  if (!own) return axis.regression.betweenSd * normal(random);
  return own.offset + Math.sqrt(own.variance) * normal(random);
}

function band(values: number[]): Band {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { mean: r(mean), p10: r(quantile(sorted, 0.1)), p50: r(quantile(sorted, 0.5)), p90: r(quantile(sorted, 0.9)) };
}

/** Coefficients drawn from N(β̂, Cov): the runs carry the model's own uncertainty, not only the month-to-month noise. */
function drawCoefficients(axis: AxisModel, random: () => number, lower: number[][]): number[] {
  const z = axis.regression.coefficients.map(() => normal(random));
  return axis.regression.coefficients.map((beta, i) => beta + lower[i].reduce((s, l, k) => s + l * z[k], 0));
}

function covariates(terms: readonly ModelTerm[], quadrant: MsQuadrant, participant: boolean, input: SimulationInput): number[] {
  const p = input.parameters;
  return terms.map((term) => {
    if (term === 'intercept') return 1;
    // The member's own progress changes every month: added in the walk, not here.
    if (term === 'progress') return 0;
    if (term === 'gifts') return participant ? input.baseline.giftsPerParticipantMonth : 0;
    if (term === 'learning') return p.learningPerMonth;
    const approach = term.slice('session_'.length) as Approach;
    return p.approach[quadrant] === approach ? p.cadence[quadrant] : 0;
  });
}

/** The terms the scenario uses that the model could not measure (their effect is unknown, so 0). */
export function assumedZeroTerms(terms: readonly ModelTerm[], parameters: ScenarioParameters, giftsPerParticipantMonth: number): ModelTerm[] {
  const used: ModelTerm[] = [];
  for (const quadrant of MS_QUADRANTS) if (parameters.cadence[quadrant] > 0) used.push(`session_${parameters.approach[quadrant]}`);
  if (parameters.growthCycleParticipation > 0 && giftsPerParticipantMonth > 0) used.push('gifts');
  if (parameters.learningPerMonth > 0) used.push('learning');
  return [...new Set(used)].filter((term) => !terms.includes(term)).sort();
}

export function simulate(input: SimulationInput): SimulationResult {
  const random = seededRandom(input.seed);
  /** The quadrant (index in MS_QUADRANTS, highHigh first) of a member's progress on both axes, read off the board's levels. */
  const quadrantIndex = (skill: number, mindset: number) => {
    const levels = input.levelsAt({ x: reachOfProgress(skill), y: 1 - reachOfProgress(mindset) });
    return MS_QUADRANTS.indexOf(quadrantOf(levels.skillLevel, levels.mindsetLevel));
  };
  const { skill: skillModel, mindset: mindsetModel } = input.model;
  const lowerSkill = cholesky(skillModel.regression.covariance);
  const lowerMindset = cholesky(mindsetModel.regression.covariance);
  const months = input.horizonMonths;
  const ownerShares: number[][] = Array.from({ length: months + 1 }, () => []);
  const reportMonths = REPORT_MONTHS.filter((m) => m <= months);
  const counts: Record<number, Record<MsQuadrant, number[]>> = Object.fromEntries(
    reportMonths.map((m) => [m, Object.fromEntries(MS_QUADRANTS.map((q) => [q, [] as number[]])) as Record<MsQuadrant, number[]>]),
  ) as Record<number, Record<MsQuadrant, number[]>>;
  const n = input.members.length;
  for (let run = 0; run < input.runs; run++) {
    const betaSkill = drawCoefficients(skillModel, random, lowerSkill);
    const betaMindset = drawCoefficients(mindsetModel, random, lowerMindset);
    // The drift depends only on the quadrant and on taking part: eight values a run, computed once.
    const drift = (beta: number[], terms: readonly ModelTerm[]) =>
      MS_QUADRANTS.map((quadrant) =>
        [false, true].map((participant) => covariates(terms, quadrant, participant, input).reduce((s, x, i) => s + x * beta[i], 0)),
      );
    const driftSkill = drift(betaSkill, skillModel.terms);
    const driftMindset = drift(betaMindset, mindsetModel.terms);
    // How the pace changes with the member's own progress (settling when negative); 0 when not in the model.
    const settleSkill = betaSkill[skillModel.terms.indexOf('progress')] ?? 0;
    const settleMindset = betaMindset[mindsetModel.terms.indexOf('progress')] ?? 0;
    const originSkill = betaSkill[skillModel.terms.length] ?? 0;
    const originMindset = betaMindset[mindsetModel.terms.length] ?? 0;
    const sdSkill = skillModel.regression.residualSd;
    const sdMindset = mindsetModel.regression.residualSd;
    const state = input.members.map((m) => {
      const skill = progressOf(reachOf(m, 'skill'));
      const mindset = progressOf(reachOf(m, 'mindset'));
      const member = {
        skill,
        mindset,
        // The pace also depends on where the member's trail started (a member without segments starts where they are).
        originSkill: skillModel.origins.get(m.memberId) ?? skill,
        originMindset: mindsetModel.origins.get(m.memberId) ?? mindset,
        offsetSkill: drawOffset(skillModel, m.memberId, random),
        offsetMindset: drawOffset(mindsetModel, m.memberId, random),
        participant: random() < input.parameters.growthCycleParticipation ? 1 : 0,
        quadrant: 0,
      };
      member.quadrant = quadrantIndex(member.skill, member.mindset);
      return member;
    });
    const tally = () => {
      const perQuadrant = [0, 0, 0, 0];
      for (const s of state) perQuadrant[s.quadrant]++;
      return perQuadrant;
    };
    ownerShares[0].push(n === 0 ? 0 : tally()[0] / n);
    for (let month = 1; month <= months; month++) {
      for (const member of state) {
        const q = member.quadrant;
        // Progress below 0 is the board's bottom or left edge: the floor holds a member there.
        const skillPace = driftSkill[q][member.participant] + member.offsetSkill + settleSkill * member.skill + originSkill * member.originSkill;
        const mindsetPace = driftMindset[q][member.participant] + member.offsetMindset + settleMindset * member.mindset + originMindset * member.originMindset;
        member.skill = Math.max(0, member.skill + skillPace + sdSkill * normal(random));
        member.mindset = Math.max(0, member.mindset + mindsetPace + sdMindset * normal(random));
        member.quadrant = quadrantIndex(member.skill, member.mindset);
      }
      const perQuadrant = tally();
      ownerShares[month].push(n === 0 ? 0 : perQuadrant[0] / n);
      if (counts[month]) MS_QUADRANTS.forEach((quadrant, i) => counts[month][quadrant].push(perQuadrant[i]));
    }
  }
  const dateAt = (month: number) => isoDate(monthsAfter(input.start, month));
  return {
    ownerShare: ownerShares.map((values, month) => ({ month, date: dateAt(month), ...band(values) })),
    distributions: reportMonths.map((month) => ({
      month,
      date: dateAt(month),
      quadrants: Object.fromEntries(MS_QUADRANTS.map((q) => [q, band(counts[month][q])])) as Record<MsQuadrant, Band>,
    })),
    members: n,
    runs: input.runs,
    seed: input.seed,
    horizonMonths: months,
    startDate: dateAt(0),
    assumedZero: assumedZeroTerms(skillModel.terms, input.parameters, input.baseline.giftsPerParticipantMonth),
  };
}


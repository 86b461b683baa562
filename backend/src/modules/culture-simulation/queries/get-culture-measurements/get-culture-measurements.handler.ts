import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APPROACHES } from '../../domain/culture-model.js';
import { MIN_MODEL_MEMBERS, MIN_MODEL_SEGMENTS, type CellEstimate } from '../../domain/estimator.js';
import type { Interval } from '../../domain/stats.js';
import { SIMULATION_LIMITS } from '../../domain/simulator.js';
import type { CellEstimateResponse, CultureMeasurementsResponse, IntervalResponse } from '../../http/culture-simulation.response.dto.js';
import { CultureAnalysis } from '../culture-analysis.js';
import { GetCultureMeasurementsQuery } from './get-culture-measurements.query.js';

const r2 = (value: number) => Math.round(value * 100) / 100;
export const roundedInterval = (i: Interval | null): IntervalResponse | null =>
  i && Number.isFinite(i.low) && Number.isFinite(i.high) ? { estimate: r2(i.estimate), low: r2(i.low), high: r2(i.high), standardError: r2(i.standardError) } : null;
/** A model coefficient (progress per month) as percentage points of the remaining distance closed per month. */
const inPercent = (i: Interval | null): Interval | null =>
  i && { estimate: i.estimate * 100, low: i.low * 100, high: i.high * 100, standardError: i.standardError * 100 };
const roundedCell = (c: CellEstimate): CellEstimateResponse => ({ ...c, skill: roundedInterval(c.skill), mindset: roundedInterval(c.mindset) });

@QueryHandler(GetCultureMeasurementsQuery)
export class GetCultureMeasurementsHandler implements IQueryHandler<GetCultureMeasurementsQuery> {
  constructor(private readonly analysis: CultureAnalysis) {}

  async execute({ teamId, user }: GetCultureMeasurementsQuery): Promise<CultureMeasurementsResponse> {
    await this.analysis.requireTeam(teamId, user);
    const { history, estimate, current } = await this.analysis.estimate(teamId);
    return {
      teamId,
      measuredAt: new Date(history.now).toISOString(),
      firstAt: estimate.firstAt === null ? null : new Date(estimate.firstAt).toISOString(),
      counts: { members: estimate.members.length, ...estimate.counts },
      segments: estimate.segments,
      membersWithSegments: estimate.membersWithSegments,
      modelInsufficient: estimate.modelInsufficient && { ...estimate.modelInsufficient, neededSegments: MIN_MODEL_SEGMENTS, neededMembers: MIN_MODEL_MEMBERS },
      members: estimate.members
        .map((m) => ({
          memberId: m.memberId,
          memberName: m.name,
          points: m.points,
          spanDays: m.spanDays,
          skillLevel: m.current.skill,
          mindsetLevel: m.current.mindset,
          quadrant: m.current.quadrant,
          skill: roundedInterval(m.skill),
          mindset: roundedInterval(m.mindset),
          insufficient: m.insufficient,
          skillPace: roundedInterval(inPercent(m.pace?.skill ?? null)),
          mindsetPace: roundedInterval(inPercent(m.pace?.mindset ?? null)),
        }))
        .sort((a, b) => a.memberName.localeCompare(b.memberName, 'ja') || a.memberId.localeCompare(b.memberId)),
      terms: estimate.terms.map((t) => ({ ...t, skill: roundedInterval(inPercent(t.skill)), mindset: roundedInterval(inPercent(t.mindset)) })),
      quadrants: estimate.quadrants.map((q) => ({
        quadrant: q.quadrant,
        memberMonths: q.memberMonths,
        sessions: q.sessions,
        withSessions: roundedCell(q.withSessions),
        withoutSessions: roundedCell(q.withoutSessions),
        byApproach: APPROACHES.map((approach) => ({ approach, ...roundedCell(q.byApproach[approach]) })),
      })),
      baseline: estimate.baseline,
      currentDistribution: { highHigh: current.highHigh, highMindset: current.highMindset, highSkill: current.highSkill, lowLow: current.lowLow },
      limits: { ...SIMULATION_LIMITS },
    };
  }
}

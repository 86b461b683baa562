import { ApiProperty } from '@nestjs/swagger';
import { APPROACHES, MS_QUADRANTS, type Approach, type MsQuadrant } from '../domain/culture-model.js';
import { MODEL_TERMS, type ModelTerm } from '../domain/estimator.js';

/** An estimate with its 95 % interval: level points per month for members and quadrants, the model's own unit for its terms. */
export class IntervalResponse {
  @ApiProperty() estimate: number;
  @ApiProperty() low: number;
  @ApiProperty() high: number;
  @ApiProperty() standardError: number;
}

export class MemberVelocityResponse {
  @ApiProperty() memberId: string;
  @ApiProperty({ description: '姓 名' }) memberName: string;
  @ApiProperty({ description: 'Growth points on the trail' }) points: number;
  @ApiProperty({ description: 'Days between the first and the last point' }) spanDays: number;
  @ApiProperty() skillLevel: number;
  @ApiProperty() mindsetLevel: number;
  @ApiProperty({ enum: MS_QUADRANTS, enumName: 'CultureQuadrant' }) quadrant: MsQuadrant;
  @ApiProperty({ type: IntervalResponse, nullable: true }) skill: IntervalResponse | null;
  @ApiProperty({ type: IntervalResponse, nullable: true }) mindset: IntervalResponse | null;
  @ApiProperty({ type: String, enum: ['too_few_points', 'too_short_span'], nullable: true }) insufficient: 'too_few_points' | 'too_short_span' | null;
  @ApiProperty({
    type: IntervalResponse,
    nullable: true,
    description:
      "The model's pace for the member today without levers, in percentage points of the remaining distance to the edge closed a month; pooled towards the team's where the member's history is thin. Null without a model.",
  })
  skillPace: IntervalResponse | null;
  @ApiProperty({ type: IntervalResponse, nullable: true, description: 'As skillPace, on the mindset axis.' }) mindsetPace: IntervalResponse | null;
}

/**
 * A term of the saturating model (docs/decisions/0052). Its intervals are in percentage points of
 * the remaining distance to the board's edge closed per month (a continuous rate: progress
 * −ln(remaining distance) per month × 100), per unit of the term; for `progress`, per unit of progress already made.
 */
export class TermEstimateResponse {
  @ApiProperty({ enum: MODEL_TERMS, enumName: 'CultureModelTerm' }) term: ModelTerm;
  @ApiProperty() measured: boolean;
  @ApiProperty({ description: 'Segments in which the term was non-zero' }) exposure: number;
  @ApiProperty({ type: IntervalResponse, nullable: true }) skill: IntervalResponse | null;
  @ApiProperty({ type: IntervalResponse, nullable: true }) mindset: IntervalResponse | null;
}

export class CellEstimateResponse {
  @ApiProperty() segments: number;
  @ApiProperty() members: number;
  @ApiProperty() months: number;
  @ApiProperty({ type: IntervalResponse, nullable: true }) skill: IntervalResponse | null;
  @ApiProperty({ type: IntervalResponse, nullable: true }) mindset: IntervalResponse | null;
}

export class ApproachCellResponse extends CellEstimateResponse {
  @ApiProperty({ enum: APPROACHES, enumName: 'CultureApproach' }) approach: Approach;
}

export class QuadrantEstimateResponse {
  @ApiProperty({ enum: MS_QUADRANTS, enumName: 'CultureQuadrant' }) quadrant: MsQuadrant;
  @ApiProperty() memberMonths: number;
  @ApiProperty() sessions: number;
  @ApiProperty({ type: CellEstimateResponse }) withSessions: CellEstimateResponse;
  @ApiProperty({ type: CellEstimateResponse }) withoutSessions: CellEstimateResponse;
  @ApiProperty({ type: [ApproachCellResponse] }) byApproach: ApproachCellResponse[];
}

export class QuadrantCountsResponse {
  @ApiProperty() highHigh: number;
  @ApiProperty() highMindset: number;
  @ApiProperty() highSkill: number;
  @ApiProperty() lowLow: number;
}

export class QuadrantCadenceResponse {
  @ApiProperty({ type: Number, nullable: true }) highHigh: number | null;
  @ApiProperty({ type: Number, nullable: true }) highMindset: number | null;
  @ApiProperty({ type: Number, nullable: true }) highSkill: number | null;
  @ApiProperty({ type: Number, nullable: true }) lowLow: number | null;
}

export class QuadrantApproachResponse {
  @ApiProperty({ type: String, enum: APPROACHES, nullable: true }) highHigh: Approach | null;
  @ApiProperty({ type: String, enum: APPROACHES, nullable: true }) highMindset: Approach | null;
  @ApiProperty({ type: String, enum: APPROACHES, nullable: true }) highSkill: Approach | null;
  @ApiProperty({ type: String, enum: APPROACHES, nullable: true }) lowLow: Approach | null;
}

export class BaselineResponse {
  @ApiProperty({ type: QuadrantCadenceResponse, description: '1on1 sessions per member-month by quadrant in the recent window; null: nobody was there' })
  cadence: QuadrantCadenceResponse;
  @ApiProperty({ type: QuadrantApproachResponse }) approach: QuadrantApproachResponse;
  @ApiProperty() growthCycleParticipation: number;
  @ApiProperty() giftsPerParticipantMonth: number;
  @ApiProperty() learningPerMonth: number;
  @ApiProperty() windowDays: number;
}

export class ModelInsufficientResponse {
  @ApiProperty({ enum: ['too_few_segments', 'too_few_members', 'singular'] }) reason: 'too_few_segments' | 'too_few_members' | 'singular';
  @ApiProperty() segments: number;
  @ApiProperty() members: number;
  @ApiProperty() neededSegments: number;
  @ApiProperty() neededMembers: number;
}

export class HistoryCountsResponse {
  @ApiProperty() members: number;
  @ApiProperty() points: number;
  @ApiProperty() sessions: number;
  @ApiProperty() gifts: number;
  @ApiProperty() learning: number;
}

export class SimulationLimitsResponse {
  @ApiProperty() cadenceMax: number;
  @ApiProperty() learningMax: number;
  @ApiProperty() horizonMin: number;
  @ApiProperty() horizonMax: number;
  @ApiProperty() runsMin: number;
  @ApiProperty() runsMax: number;
}

export class CultureMeasurementsResponse {
  @ApiProperty() teamId: string;
  @ApiProperty({ description: 'ISO instant the measurement was made' }) measuredAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant of the first growth point' }) firstAt: string | null;
  @ApiProperty({ type: HistoryCountsResponse }) counts: HistoryCountsResponse;
  @ApiProperty() segments: number;
  @ApiProperty() membersWithSegments: number;
  @ApiProperty({ type: ModelInsufficientResponse, nullable: true }) modelInsufficient: ModelInsufficientResponse | null;
  @ApiProperty({ type: [MemberVelocityResponse] }) members: MemberVelocityResponse[];
  @ApiProperty({ type: [TermEstimateResponse] }) terms: TermEstimateResponse[];
  @ApiProperty({ type: [QuadrantEstimateResponse] }) quadrants: QuadrantEstimateResponse[];
  @ApiProperty({ type: BaselineResponse }) baseline: BaselineResponse;
  @ApiProperty({ type: QuadrantCountsResponse }) currentDistribution: QuadrantCountsResponse;
  @ApiProperty({ type: SimulationLimitsResponse }) limits: SimulationLimitsResponse;
}

export class BandResponse {
  @ApiProperty() mean: number;
  @ApiProperty() p10: number;
  @ApiProperty() p50: number;
  @ApiProperty() p90: number;
}

export class OwnerSharePointResponse extends BandResponse {
  @ApiProperty() month: number;
  @ApiProperty({ description: 'YYYY-MM-DD' }) date: string;
}

export class QuadrantBandsResponse {
  @ApiProperty({ type: BandResponse }) highHigh: BandResponse;
  @ApiProperty({ type: BandResponse }) highMindset: BandResponse;
  @ApiProperty({ type: BandResponse }) highSkill: BandResponse;
  @ApiProperty({ type: BandResponse }) lowLow: BandResponse;
}

export class DistributionAtResponse {
  @ApiProperty() month: number;
  @ApiProperty() date: string;
  @ApiProperty({ type: QuadrantBandsResponse }) quadrants: QuadrantBandsResponse;
}

export class ScenarioParametersResponse {
  @ApiProperty({ type: QuadrantCountsResponse, description: '1on1 sessions per month by quadrant' }) cadence: QuadrantCountsResponse;
  @ApiProperty({ type: QuadrantApproachResponse }) approach: { highHigh: Approach; highMindset: Approach; highSkill: Approach; lowLow: Approach };
  @ApiProperty() growthCycleParticipation: number;
  @ApiProperty() learningPerMonth: number;
}

export class CultureSimulationResponse {
  @ApiProperty({ type: [OwnerSharePointResponse] }) ownerShare: OwnerSharePointResponse[];
  @ApiProperty({ type: [DistributionAtResponse] }) distributions: DistributionAtResponse[];
  @ApiProperty() members: number;
  @ApiProperty() runs: number;
  @ApiProperty() seed: number;
  @ApiProperty() horizonMonths: number;
  @ApiProperty() startDate: string;
  @ApiProperty({ enum: MODEL_TERMS, enumName: 'CultureModelTerm', isArray: true }) assumedZero: ModelTerm[];
}

export class ScenarioComparisonResponse {
  @ApiProperty() month: number;
  @ApiProperty() date: string;
  @ApiProperty({ type: BandResponse, description: 'The owner share projected for that date' }) projected: BandResponse;
  @ApiProperty({ description: 'The owner share on the board at the end of that date' }) actualShare: number;
  @ApiProperty({ type: QuadrantCountsResponse }) actual: QuadrantCountsResponse;
  @ApiProperty() actualMembers: number;
  @ApiProperty({ description: 'The actual share lies within the projected p10..p90 band' }) withinBand: boolean;
}

export class CultureScenarioResponse {
  @ApiProperty() id: string;
  @ApiProperty() teamId: string;
  @ApiProperty() name: string;
  @ApiProperty() authorId: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ description: 'The caller saved it' }) mine: boolean;
  @ApiProperty() shared: boolean;
  @ApiProperty() savedAt: string;
  @ApiProperty({ type: ScenarioParametersResponse }) parameters: ScenarioParametersResponse;
  @ApiProperty({ type: CultureSimulationResponse }) result: CultureSimulationResponse;
  @ApiProperty({ type: [ScenarioComparisonResponse], description: 'Projected vs actual at every projected month that has passed' })
  comparison: ScenarioComparisonResponse[];
}

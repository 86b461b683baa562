import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    cultureSimulationMeasurements: build.query<
      CultureSimulationMeasurementsApiResponse,
      CultureSimulationMeasurementsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/measurements`,
      }),
    }),
    cultureSimulationSimulate: build.mutation<
      CultureSimulationSimulateApiResponse,
      CultureSimulationSimulateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/simulations`,
        method: "POST",
        body: queryArg.simulateCultureRequest,
      }),
    }),
    cultureSimulationScenarios: build.query<
      CultureSimulationScenariosApiResponse,
      CultureSimulationScenariosApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/scenarios`,
      }),
    }),
    cultureSimulationSave: build.mutation<
      CultureSimulationSaveApiResponse,
      CultureSimulationSaveApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/scenarios`,
        method: "POST",
        body: queryArg.saveCultureScenarioRequest,
      }),
    }),
    cultureSimulationScenario: build.query<
      CultureSimulationScenarioApiResponse,
      CultureSimulationScenarioApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/teams/${queryArg.teamId}/scenarios/${queryArg.scenarioId}`,
      }),
    }),
    cultureSimulationShare: build.mutation<
      CultureSimulationShareApiResponse,
      CultureSimulationShareApiArg
    >({
      query: (queryArg) => ({
        url: `/api/culture-simulation/scenarios/${queryArg.scenarioId}/share`,
        method: "POST",
        body: queryArg.shareCultureScenarioRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type CultureSimulationMeasurementsApiResponse =
  /** status 200 Velocities and effects with intervals and sample sizes; says when the history is too thin */ CultureMeasurementsResponse;
export type CultureSimulationMeasurementsApiArg = {
  teamId: string;
};
export type CultureSimulationSimulateApiResponse =
  /** status 200 The projection; nothing is recorded */ CultureSimulationResponse;
export type CultureSimulationSimulateApiArg = {
  teamId: string;
  simulateCultureRequest: SimulateCultureRequest;
};
export type CultureSimulationScenariosApiResponse =
  /** status 200 My scenarios and the shared ones, newest first, each compared with what happened */ CultureScenarioResponse[];
export type CultureSimulationScenariosApiArg = {
  teamId: string;
};
export type CultureSimulationSaveApiResponse =
  /** status 201 Saved with the projection computed now on the server */ CultureScenarioResponse;
export type CultureSimulationSaveApiArg = {
  teamId: string;
  saveCultureScenarioRequest: SaveCultureScenarioRequest;
};
export type CultureSimulationScenarioApiResponse =
  /** status 200  */ CultureScenarioResponse;
export type CultureSimulationScenarioApiArg = {
  teamId: string;
  scenarioId: string;
};
export type CultureSimulationShareApiResponse = unknown;
export type CultureSimulationShareApiArg = {
  scenarioId: string;
  shareCultureScenarioRequest: ShareCultureScenarioRequest;
};
export type HistoryCountsResponse = {
  members: number;
  points: number;
  sessions: number;
  gifts: number;
  learning: number;
};
export type ModelInsufficientResponse = {
  reason: "too_few_segments" | "too_few_members" | "singular";
  segments: number;
  members: number;
  neededSegments: number;
  neededMembers: number;
};
export type CultureQuadrant =
  "highHigh" | "highMindset" | "highSkill" | "lowLow";
export type IntervalResponse = {
  estimate: number;
  low: number;
  high: number;
  standardError: number;
};
export type MemberVelocityResponse = {
  memberId: string;
  /** 姓 名 */
  memberName: string;
  /** Growth points on the trail */
  points: number;
  /** Days between the first and the last point */
  spanDays: number;
  skillLevel: number;
  mindsetLevel: number;
  quadrant: CultureQuadrant;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
  insufficient: ("too_few_points" | "too_short_span") | null;
  /** The model's pace for the member today without levers, in percentage points of the remaining distance to the edge closed a month; pooled towards the team's where the member's history is thin. Null without a model. */
  skillPace: IntervalResponse | null;
  /** As skillPace, on the mindset axis. */
  mindsetPace: IntervalResponse | null;
};
export type CultureModelTerm =
  | "intercept"
  | "session_strategy"
  | "session_mindset_improvement"
  | "session_trust_building"
  | "session_mixed"
  | "gifts"
  | "learning"
  | "progress";
export type TermEstimateResponse = {
  term: CultureModelTerm;
  measured: boolean;
  /** Segments in which the term was non-zero */
  exposure: number;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
};
export type CellEstimateResponse = {
  segments: number;
  members: number;
  months: number;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
};
export type CultureApproach =
  "strategy" | "mindset_improvement" | "trust_building" | "mixed";
export type ApproachCellResponse = {
  segments: number;
  members: number;
  months: number;
  skill: IntervalResponse | null;
  mindset: IntervalResponse | null;
  approach: CultureApproach;
};
export type QuadrantEstimateResponse = {
  quadrant: CultureQuadrant;
  memberMonths: number;
  sessions: number;
  withSessions: CellEstimateResponse;
  withoutSessions: CellEstimateResponse;
  byApproach: ApproachCellResponse[];
};
export type QuadrantCadenceResponse = {
  highHigh: number | null;
  highMindset: number | null;
  highSkill: number | null;
  lowLow: number | null;
};
export type QuadrantApproachResponse = {
  highHigh:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
  highMindset:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
  highSkill:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
  lowLow:
    ("strategy" | "mindset_improvement" | "trust_building" | "mixed") | null;
};
export type BaselineResponse = {
  /** 1on1 sessions per member-month by quadrant in the recent window; null: nobody was there */
  cadence: QuadrantCadenceResponse;
  approach: QuadrantApproachResponse;
  growthCycleParticipation: number;
  giftsPerParticipantMonth: number;
  learningPerMonth: number;
  windowDays: number;
};
export type QuadrantCountsResponse = {
  highHigh: number;
  highMindset: number;
  highSkill: number;
  lowLow: number;
};
export type SimulationLimitsResponse = {
  cadenceMax: number;
  learningMax: number;
  horizonMin: number;
  horizonMax: number;
  runsMin: number;
  runsMax: number;
};
export type CultureMeasurementsResponse = {
  teamId: string;
  /** ISO instant the measurement was made */
  measuredAt: string;
  /** ISO instant of the first growth point */
  firstAt: string | null;
  counts: HistoryCountsResponse;
  segments: number;
  membersWithSegments: number;
  modelInsufficient: ModelInsufficientResponse | null;
  members: MemberVelocityResponse[];
  terms: TermEstimateResponse[];
  quadrants: QuadrantEstimateResponse[];
  baseline: BaselineResponse;
  currentDistribution: QuadrantCountsResponse;
  limits: SimulationLimitsResponse;
};
export type OwnerSharePointResponse = {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
  month: number;
  /** YYYY-MM-DD */
  date: string;
};
export type BandResponse = {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
};
export type QuadrantBandsResponse = {
  highHigh: BandResponse;
  highMindset: BandResponse;
  highSkill: BandResponse;
  lowLow: BandResponse;
};
export type DistributionAtResponse = {
  month: number;
  date: string;
  quadrants: QuadrantBandsResponse;
};
export type CultureSimulationResponse = {
  ownerShare: OwnerSharePointResponse[];
  distributions: DistributionAtResponse[];
  members: number;
  runs: number;
  seed: number;
  horizonMonths: number;
  startDate: string;
  assumedZero: CultureModelTerm[];
};
export type QuadrantCadenceRequest = {
  highHigh: number;
  highMindset: number;
  highSkill: number;
  lowLow: number;
};
export type QuadrantApproachRequest = {
  highHigh: CultureApproach;
  highMindset: CultureApproach;
  highSkill: CultureApproach;
  lowLow: CultureApproach;
};
export type ScenarioParametersRequest = {
  cadence: QuadrantCadenceRequest;
  approach: QuadrantApproachRequest;
  /** Share of members taking part in growth cycles */
  growthCycleParticipation: number;
  /** Learning completions per member per month */
  learningPerMonth: number;
};
export type SimulateCultureRequest = {
  parameters: ScenarioParametersRequest;
  horizonMonths?: number;
  runs?: number;
  /** The random seed; the same seed and history give the same projection */
  seed?: number;
};
export type ScenarioParametersResponse = {
  /** 1on1 sessions per month by quadrant */
  cadence: QuadrantCountsResponse;
  approach: QuadrantApproachResponse;
  growthCycleParticipation: number;
  learningPerMonth: number;
};
export type ScenarioComparisonResponse = {
  month: number;
  date: string;
  /** The owner share projected for that date */
  projected: BandResponse;
  /** The owner share on the board at the end of that date */
  actualShare: number;
  actual: QuadrantCountsResponse;
  actualMembers: number;
  /** The actual share lies within the projected p10..p90 band */
  withinBand: boolean;
};
export type CultureScenarioResponse = {
  id: string;
  teamId: string;
  name: string;
  authorId: string;
  authorName: string;
  /** The caller saved it */
  mine: boolean;
  shared: boolean;
  savedAt: string;
  parameters: ScenarioParametersResponse;
  result: CultureSimulationResponse;
  /** Projected vs actual at every projected month that has passed */
  comparison: ScenarioComparisonResponse[];
};
export type SaveCultureScenarioRequest = {
  parameters: ScenarioParametersRequest;
  horizonMonths?: number;
  runs?: number;
  /** The random seed; the same seed and history give the same projection */
  seed?: number;
  name: string;
};
export type ShareCultureScenarioRequest = {};
export const {
  useCultureSimulationMeasurementsQuery,
  useCultureSimulationSimulateMutation,
  useCultureSimulationScenariosQuery,
  useCultureSimulationSaveMutation,
  useCultureSimulationScenarioQuery,
  useCultureSimulationShareMutation,
} = injectedRtkApi;

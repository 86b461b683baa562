import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import type { ModelTerm } from '../domain/estimator.js';
import type { Projection, ScenarioParameters } from '../domain/simulator.js';

/**
 * A manager saved a scenario of the culture simulation with what it projected then, so the team's
 * leaders can later compare the projection with what happened. Stream `culture-scenario-<scenarioId>`.
 * No personal data: the projection is counts and shares, the author is in the metadata and `authorId`.
 */
export type CultureScenarioSaved = DomainEvent<
  'CultureScenarioSaved',
  {
    scenarioId: string;
    teamId: string;
    authorId: string;
    name: string;
    parameters: ScenarioParameters;
    horizonMonths: number;
    runs: number;
    seed: number;
    /** `YYYY-MM-DD`: month 0 of the projection (the day it was saved). */
    startDate: string;
    members: number;
    projection: Projection;
    assumedZero: ModelTerm[];
  }
>;

/** The author shared the scenario with the team's leaders (team_admin and admin see every scenario of a team they manage anyway). */
export type CultureScenarioShared = DomainEvent<'CultureScenarioShared', { scenarioId: string; teamId: string }>;

export type CultureScenarioEvent = CultureScenarioSaved | CultureScenarioShared;

export const CULTURE_SCENARIO_EVENT_SCHEMAS = eventSchemas<CultureScenarioEvent>({
  CultureScenarioSaved: 1,
  CultureScenarioShared: 1,
});

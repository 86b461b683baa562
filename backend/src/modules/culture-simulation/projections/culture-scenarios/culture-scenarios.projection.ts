import { rowProjection } from '../../../../platform/projections/row-projection.js';
import type { TeamDeleted } from '../../../organization/index.js';
import type { CultureScenarioEvent } from '../../events/culture-scenario.events.js';

type HandledEvent = CultureScenarioEvent | TeamDeleted;

/** Saved scenarios with what they projected, and whether the author shared them with the team's leaders. */
export class CultureScenariosProjection extends rowProjection<HandledEvent>({
  name: 'culture-scenarios',
  tables: ['culture_scenarios'],
  on: {
    CultureScenarioSaved: ({ data: d, metadata }, db) =>
      db.insert(
        'culture_scenarios',
        {
          scenario_id: d.scenarioId,
          team_id: d.teamId,
          author_id: d.authorId,
          name: d.name,
          parameters: JSON.stringify(d.parameters),
          horizon_months: d.horizonMonths,
          runs: d.runs,
          seed: d.seed,
          start_date: d.startDate,
          members: d.members,
          projection: JSON.stringify(d.projection),
          assumed_zero: JSON.stringify(d.assumedZero),
          shared: false,
          saved_at: metadata.occurredAt,
          shared_at: null,
        },
        ['scenario_id'],
      ),
    // Shared once: sharing again keeps the first time.
    CultureScenarioShared: ({ data, metadata }, db) =>
      db.query(`UPDATE culture_scenarios SET shared = true, shared_at = COALESCE(shared_at, $2) WHERE scenario_id = $1`, [data.scenarioId, metadata.occurredAt]),
    TeamDeleted: ({ data }, db) => db.delete('culture_scenarios', { team_id: data.teamId }),
  },
}) {}

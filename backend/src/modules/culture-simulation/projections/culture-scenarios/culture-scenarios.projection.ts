import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { TeamDeleted } from '../../../organization/index.js';
import type { CultureScenarioEvent } from '../../events/culture-scenario.events.js';

type HandledEvent = CultureScenarioEvent | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = ['CultureScenarioSaved', 'CultureScenarioShared', 'TeamDeleted'];

/** Saved scenarios with what they projected, and whether the author shared them with the team's leaders. */
@Injectable()
@ReadModelProjection()
export class CultureScenariosProjection implements Projection<HandledEvent> {
  readonly name = 'culture-scenarios';
  readonly handles = HANDLED;
  readonly tables = ['culture_scenarios'];

  async apply(event: RecordedEventOf<HandledEvent>, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'CultureScenarioSaved': {
        const d = event.data;
        await manager.query(
          `INSERT INTO culture_scenarios (scenario_id, team_id, author_id, name, parameters, horizon_months, runs, seed, start_date, members,
             projection, assumed_zero, shared, saved_at, shared_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, false, $13, NULL)
           ON CONFLICT (scenario_id) DO NOTHING`,
          [
            d.scenarioId,
            d.teamId,
            d.authorId,
            d.name,
            JSON.stringify(d.parameters),
            d.horizonMonths,
            d.runs,
            d.seed,
            d.startDate,
            d.members,
            JSON.stringify(d.projection),
            JSON.stringify(d.assumedZero),
            event.metadata.occurredAt,
          ],
        );
        return;
      }
      case 'CultureScenarioShared':
        await manager.query(`UPDATE culture_scenarios SET shared = true, shared_at = COALESCE(shared_at, $2) WHERE scenario_id = $1`, [
          event.data.scenarioId,
          event.metadata.occurredAt,
        ]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM culture_scenarios WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}

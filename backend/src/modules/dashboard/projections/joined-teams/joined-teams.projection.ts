import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { DomainEvent, RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { TeamDeleted } from '../../../organization/index.js';

// The organisation's user–team link events (team.events.ts), as this projection reads them.
type UserJoinedTeam = DomainEvent<'UserJoinedTeam', { teamId: string; userId: string }>;
type UserLeftTeam = DomainEvent<'UserLeftTeam', { teamId: string; userId: string }>;
type HandledEvent = UserJoinedTeam | UserLeftTeam | TeamDeleted;

/** The teams each user belongs to. Upserts and deletes by key, so a repeated event changes nothing. */
@Injectable()
@ReadModelProjection()
export class JoinedTeamsProjection implements Projection {
  readonly name = 'dashboard-joined-teams';
  readonly handles: readonly HandledEvent['type'][] = ['UserJoinedTeam', 'UserLeftTeam', 'TeamDeleted'];
  readonly tables = ['dashboard_joined_teams'];

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    switch (event.type) {
      case 'UserJoinedTeam':
        await manager.query(
          `INSERT INTO dashboard_joined_teams (user_id, team_id, joined_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, team_id) DO NOTHING`,
          [event.data.userId, event.data.teamId, recorded.metadata.occurredAt],
        );
        return;
      case 'UserLeftTeam':
        await manager.query(`DELETE FROM dashboard_joined_teams WHERE user_id = $1 AND team_id = $2`, [event.data.userId, event.data.teamId]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM dashboard_joined_teams WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}

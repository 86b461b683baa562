import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { UserProfileUpdated, UserRegistered } from '../../../users/index.js';

/** The users module's events this module reads: only for the names and e-mail it shows on team member lists. */
type UserNamesEvent = UserRegistered | UserProfileUpdated;

export const USER_NAME_EVENTS = ['UserRegistered', 'UserProfileUpdated'] as const satisfies readonly UserNamesEvent['type'][];

/** Names of users (they live in the users module) for team member lists. */
@Injectable()
@ReadModelProjection()
export class UserDirectoryProjection implements Projection<UserNamesEvent> {
  readonly name = 'organization-user-directory';
  readonly handles = USER_NAME_EVENTS;
  readonly tables = ['organization_user_names'];

  /** Fields absent from an event (a profile update carries no e-mail) keep their stored value. */
  async apply(event: RecordedEventOf<UserNamesEvent>, manager: EntityManager): Promise<void> {
    const d = event.data;
    // The runtime passes only handled types; a caller holding it as a plain `Projection` might not.
    if (!(USER_NAME_EVENTS as readonly string[]).includes(event.type) || !d.userId) return;
    const email = event.type === 'UserRegistered' ? event.data.email : null;
    await manager.query(
      `INSERT INTO organization_user_names (user_id, email, first_name, last_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET
         email = COALESCE(EXCLUDED.email, organization_user_names.email),
         first_name = COALESCE(EXCLUDED.first_name, organization_user_names.first_name),
         last_name = COALESCE(EXCLUDED.last_name, organization_user_names.last_name)`,
      [d.userId, email ?? null, d.firstName ?? null, d.lastName ?? null],
    );
  }
}

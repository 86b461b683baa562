import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';

/**
 * The users module's events as this module reads them: only the names and e-mail it shows on
 * team member lists. Fields absent from an event keep their stored value.
 */
interface UserNamesData {
  userId: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export const USER_NAME_EVENTS = ['UserRegistered', 'UserProfileUpdated'] as const;

/** Names of users (they live in the users module) for team member lists. */
@Injectable()
@ReadModelProjection()
export class UserDirectoryProjection implements Projection {
  readonly name = 'organization-user-directory';
  readonly handles = USER_NAME_EVENTS;
  readonly tables = ['organization_user_names'];

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const d = recorded.data as UserNamesData;
    if (!(USER_NAME_EVENTS as readonly string[]).includes(recorded.type) || !d.userId) return;
    await manager.query(
      `INSERT INTO organization_user_names (user_id, email, first_name, last_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET
         email = COALESCE(EXCLUDED.email, organization_user_names.email),
         first_name = COALESCE(EXCLUDED.first_name, organization_user_names.first_name),
         last_name = COALESCE(EXCLUDED.last_name, organization_user_names.last_name)`,
      [d.userId, d.email ?? null, d.firstName ?? null, d.lastName ?? null],
    );
  }
}

import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { UserProfileUpdated, UserRegistered } from '../../../users/index.js';

/** The users module's events this module reads: only for the names and e-mail it shows on team member lists. */
type UserNamesEvent = UserRegistered | UserProfileUpdated;

/** Fields absent from an event (a profile update carries no e-mail) keep their stored value. */
function write(event: RecordedEventOf<UserNamesEvent>, db: RowWriter) {
  const d = event.data;
  if (!d.userId) return Promise.resolve();
  const email = event.type === 'UserRegistered' ? event.data.email : null;
  return db.upsert(
    'organization_user_names',
    { user_id: d.userId, email: email ?? null, first_name: d.firstName ?? null, last_name: d.lastName ?? null },
    { key: ['user_id'], keepWhereNull: ['email', 'first_name', 'last_name'] },
  );
}

/** Names of users (they live in the users module) for team member lists. */
export class UserDirectoryProjection extends rowProjection<UserNamesEvent>({
  name: 'organization-user-directory',
  tables: ['organization_user_names'],
  on: { UserRegistered: write, UserProfileUpdated: write },
}) {}

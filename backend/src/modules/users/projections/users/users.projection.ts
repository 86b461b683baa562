import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { USER_EVENT_TYPES, type UserEvent } from '../../events/user.events.js';
import { SessionUserCache } from './session-user-cache.js';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  user_type: string;
  is_active: boolean;
  notes: string | null;
  last_login_at: string | null;
  is_email_verified: boolean;
  hire_date: string | null;
  created_at: string;
  updated_at: string;
  revision: number;
}

/** Pure: the row after one event of its stream (null row = not yet registered). */
export function evolveUserRow(row: UserRow | null, event: UserEvent, at: string, revision: number): UserRow | null {
  switch (event.type) {
    case 'UserRegistered':
      return {
        id: event.data.userId,
        email: event.data.email,
        first_name: event.data.firstName,
        last_name: event.data.lastName,
        profile_image_url: event.data.profileImageUrl,
        user_type: event.data.userType,
        is_active: true,
        notes: null,
        last_login_at: null,
        is_email_verified: event.data.emailVerified,
        hire_date: null,
        created_at: at,
        updated_at: at,
        revision,
      };
    case 'UserSignedIn':
      return row && { ...row, last_login_at: event.data.signedInAt, revision };
    case 'UserProfileUpdated':
      return (
        row && {
          ...row,
          first_name: event.data.firstName,
          last_name: event.data.lastName,
          hire_date: event.data.hireDate,
          notes: event.data.notes,
          updated_at: at,
          revision,
        }
      );
    case 'UserRoleChanged':
      return row && { ...row, user_type: event.data.userType, updated_at: at, revision };
    case 'ProfilePictureChanged':
      return row && { ...row, profile_image_url: event.data.pictureUrl, updated_at: at, revision };
    case 'UserIdentityLinked':
      // Nothing shown changes, but the stream's revision (the If-Match of PUT /api/users/:id) does.
      return row && { ...row, revision };
  }
}

const COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'profile_image_url',
  'user_type',
  'is_active',
  'notes',
  'last_login_at',
  'is_email_verified',
  'hire_date',
  'created_at',
  'updated_at',
  'revision',
] as const satisfies readonly (keyof UserRow)[];

/** The `users` read model. Applies each event once: an event at or below the row's revision is skipped. */
@Injectable()
@ReadModelProjection()
export class UsersProjection implements Projection<UserEvent> {
  readonly name = 'users';
  readonly handles = USER_EVENT_TYPES;
  readonly tables = ['users'];

  constructor(private readonly sessionUsers: SessionUserCache) {}

  async apply(event: RecordedEventOf<UserEvent>, manager: EntityManager): Promise<void> {
    // The runtime passes only handled types; a caller holding it as a plain `Projection` might not.
    if (!(USER_EVENT_TYPES as readonly string[]).includes(event.type)) return;
    const userId = event.data.userId;
    this.sessionUsers.evict(userId);
    const rows = (await manager.query(
      `SELECT id, email, first_name, last_name, profile_image_url, user_type, is_active, notes,
              to_char(last_login_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_login_at,
              is_email_verified, to_char(hire_date, 'YYYY-MM-DD') AS hire_date,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
              to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
              revision
         FROM users WHERE id = $1`,
      [userId],
    )) as UserRow[];
    const current = rows[0] ?? null;
    if (current && event.revision <= current.revision) return;
    const next = evolveUserRow(current, event, event.metadata.occurredAt, event.revision);
    if (!next) return;
    const values = COLUMNS.map((c) => next[c]);
    const placeholders = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
    const updates = COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
    await manager.query(`INSERT INTO users (${COLUMNS.join(', ')}) VALUES (${placeholders}) ON CONFLICT (id) DO UPDATE SET ${updates}`, values);
  }
}

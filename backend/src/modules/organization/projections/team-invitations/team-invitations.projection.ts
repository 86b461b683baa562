import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { TeamEvent } from '../../events/team.events.js';

type Handled = Extract<
  TeamEvent,
  {
    type:
      | 'MemberInvited'
      | 'InvitationLinkCreated'
      | 'InvitationAccepted'
      | 'InvitationDeclined'
      | 'InvitationRevoked'
      | 'JoinRequested'
      | 'JoinRequestApproved'
      | 'JoinRequestDeclined'
      | 'UserJoinedTeam'
      | 'TeamDeleted';
  }
>;

const settled =
  (status: 'accepted' | 'declined' | 'revoked') =>
  ({ data }: { data: { invitationId: string } }, db: RowWriter) =>
    db.update('team_invitations', { status }, { id: data.invitationId });

/** A request answered, or made moot by joining, leaves the pending list. */
const requestClosed = ({ data }: { data: { teamId: string; userId: string } }, db: RowWriter) =>
  db.delete('team_join_requests', { team_id: data.teamId, user_id: data.userId });

/**
 * Invitations (the leaders' list, the invitee's list, a link's lookup by token hash) and pending
 * join requests. Inserts do nothing on conflict and updates set a final value, so applying an
 * event twice leaves the same rows.
 */
export class TeamInvitationsProjection extends rowProjection<Handled>({
  name: 'organization-team-invitations',
  tables: ['team_invitations', 'team_join_requests'],
  on: {
    MemberInvited: ({ data: d, metadata }, db) =>
      db.insert(
        'team_invitations',
        {
          id: d.invitationId,
          team_id: d.teamId,
          kind: 'email',
          email: d.email,
          token_hash: null,
          invited_by: d.invitedBy,
          status: 'pending',
          created_at: metadata.occurredAt,
          expires_at: d.expiresAt,
        },
        ['id'],
      ),
    InvitationLinkCreated: ({ data: d, metadata }, db) =>
      db.insert(
        'team_invitations',
        {
          id: d.invitationId,
          team_id: d.teamId,
          kind: 'link',
          email: null,
          token_hash: d.tokenHash,
          invited_by: d.createdBy,
          status: 'pending',
          created_at: metadata.occurredAt,
          expires_at: d.expiresAt,
        },
        ['id'],
      ),
    InvitationAccepted: settled('accepted'),
    InvitationDeclined: settled('declined'),
    InvitationRevoked: settled('revoked'),
    JoinRequested: ({ data, metadata }, db) =>
      db.insert('team_join_requests', { team_id: data.teamId, user_id: data.userId, requested_at: metadata.occurredAt }),
    JoinRequestApproved: requestClosed,
    JoinRequestDeclined: requestClosed,
    UserJoinedTeam: requestClosed,
    TeamDeleted: async ({ data }, db) => {
      await db.delete('team_invitations', { team_id: data.teamId });
      await db.delete('team_join_requests', { team_id: data.teamId });
    },
  },
}) {}

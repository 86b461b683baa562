import { ApiProperty } from '@nestjs/swagger';

export class TeamResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ example: 'company' }) organizationType: string;
  @ApiProperty({ description: 'The creator, the first leader.' }) leaderId: string;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: 'Users who joined the team.' }) memberCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Stream revision, for If-Match.' }) revision: number;
  @ApiProperty({ description: 'The caller belongs to the team.' }) isMember: boolean;
  @ApiProperty({ description: 'Anyone may join at once; a closed team (the default) takes an invitation or an approved join request.' })
  isOpen: boolean;
  @ApiProperty({ description: "The caller's join request waits for a leader's decision." }) joinRequested: boolean;
  @ApiProperty({
    description:
      "The caller may read every member's data at once: the whole MS board, the member list with e-mails, the exports (leader, team_admin or admin). A plain member sees only their own entry.",
  })
  canReadBoard: boolean;
  @ApiProperty({ description: 'The caller may change the team (leader, team_admin or admin).' }) canManage: boolean;
}

export class TeamMemberResponse {
  @ApiProperty() userId: string;
  @ApiProperty() teamId: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({
    description: 'Family name first (姓 名); when the name is unknown, the e-mail for those who may see it, else 名前未登録のユーザー.',
  })
  displayName: string;
  @ApiProperty({ type: String, nullable: true, description: "Other members' e-mails only for leaders, team_admin and admin." })
  email: string | null;
  @ApiProperty() isPrimaryTeam: boolean;
  @ApiProperty() isLeader: boolean;
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
}

export class UserTeamResponse {
  @ApiProperty() userId: string;
  @ApiProperty() teamId: string;
  @ApiProperty() isPrimaryTeam: boolean;
  @ApiProperty({
    enum: ['joined', 'requested'],
    description: 'joined: the user is a member; requested: the team is closed and a join request waits for a leader.',
  })
  status: 'joined' | 'requested';
}

export class TeamInvitationResponse {
  @ApiProperty() id: string;
  @ApiProperty() teamId: string;
  @ApiProperty({ enum: ['email', 'link'] }) kind: 'email' | 'link';
  @ApiProperty({ type: String, nullable: true, description: 'The invited address; null for a link.' }) email: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: 'Past its expiry: it can only be revoked.' }) expired: boolean;
}

export class CreatedInvitationResponse {
  @ApiProperty() id: string;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

export class CreatedInvitationLinkResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The secret token, shown only now: the link is /community/join/<token>.' }) token: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

export class MyInvitationResponse {
  @ApiProperty() id: string;
  @ApiProperty() teamId: string;
  @ApiProperty() teamName: string;
  @ApiProperty({ type: String, nullable: true }) teamDescription: string | null;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

export class InvitationLinkResponse {
  @ApiProperty() invitationId: string;
  @ApiProperty() teamId: string;
  @ApiProperty() teamName: string;
  @ApiProperty({ type: String, nullable: true }) teamDescription: string | null;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: 'The holder already belongs to the team.' }) isMember: boolean;
}

export class AcceptedInvitationResponse {
  @ApiProperty({ description: 'The team the caller joined.' }) teamId: string;
}

export class JoinRequestResponse {
  @ApiProperty() userId: string;
  @ApiProperty() teamId: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
}

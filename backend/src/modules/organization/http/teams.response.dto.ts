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
}

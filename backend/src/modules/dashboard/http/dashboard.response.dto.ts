import { ApiProperty } from '@nestjs/swagger';

export class UpcomingOneOnOneResponse {
  @ApiProperty() entryId: string;
  @ApiProperty({ description: '姓 名' }) employeeName: string;
  @ApiProperty({ example: '2026-05-15' }) date: string;
  @ApiProperty({ nullable: true, type: String, description: "null: show '未設定'" }) approachLabel: string | null;
}

export class DashboardSummaryResponse {
  @ApiProperty({ description: 'Teams the user belongs to' }) joinedTeams: number;
  @ApiProperty({ description: "The user's 1on1 entries" }) managedMembers: number;
  @ApiProperty({ description: '1on1 sessions dated this month (Asia/Tokyo)' }) sessionsThisMonth: number;
  @ApiProperty({ type: [UpcomingOneOnOneResponse], description: 'Up to 3, from today on, earliest first' })
  upcomingSessions: UpcomingOneOnOneResponse[];
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'teams' })
export class TeamRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'organization_type', type: 'text' }) organizationType: string;
  @Column({ name: 'leader_id', type: 'text' }) leaderId: string;
  @Column({ name: 'is_active', type: 'boolean' }) isActive: boolean;
  /** Anyone in the organisation may join; false (closed) by default. */
  @Column({ name: 'is_open', type: 'boolean' }) isOpen: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

@Entity({ name: 'user_teams' })
export class UserTeamRow {
  @PrimaryColumn({ name: 'team_id', type: 'text' }) teamId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'is_primary_team', type: 'boolean' }) isPrimaryTeam: boolean;
  @Column({ name: 'is_leader', type: 'boolean' }) isLeader: boolean;
  @Column({ name: 'joined_at', type: 'timestamptz' }) joinedAt: Date;
}

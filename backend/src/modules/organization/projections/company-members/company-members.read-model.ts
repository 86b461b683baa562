import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'company_members' })
export class CompanyMemberRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'first_name', type: 'text' }) firstName: string;
  @Column({ name: 'last_name', type: 'text' }) lastName: string;
  @Column({ type: 'text', nullable: true }) furigana: string | null;
  @Column({ type: 'text', nullable: true }) email: string | null;
  @Column({ name: 'phone_number', type: 'text', nullable: true }) phoneNumber: string | null;
  @Column({ name: 'position_id', type: 'text', nullable: true }) positionId: string | null;
  @Column({ name: 'department_id', type: 'text', nullable: true }) departmentId: string | null;
  @Column({ name: 'department_tags', type: 'jsonb' }) departmentTags: string[];
  @Column({ name: 'team_tags', type: 'jsonb' }) teamTags: string[];
  @Column({ name: 'organization_name', type: 'text', nullable: true }) organizationName: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  /** `YYYY-MM-DD` (a date column read as text, so no time zone shifts it). */
  @Column({ name: 'hire_date', type: 'date', nullable: true }) hireDate: string | null;
  @Column({ name: 'picture_url', type: 'text', nullable: true }) pictureUrl: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'departments' })
export class DepartmentRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'varchar', length: 7 }) color: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'is_active', type: 'boolean' }) isActive: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

@Entity({ name: 'user_departments' })
export class UserDepartmentRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @PrimaryColumn({ name: 'department_id', type: 'text' }) departmentId: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ name: 'is_main_department', type: 'boolean' }) isMainDepartment: boolean;
  @Column({ name: 'joined_at', type: 'timestamptz' }) joinedAt: Date;
}

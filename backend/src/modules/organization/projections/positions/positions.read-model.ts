import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'positions' })
export class PositionRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  @Column({ type: 'varchar', length: 255 }) name: string;
  @Column({ type: 'smallint' }) level: number;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'is_active', type: 'boolean' }) isActive: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

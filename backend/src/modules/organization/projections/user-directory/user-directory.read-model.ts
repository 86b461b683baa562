import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'organization_user_names' })
export class UserNameRow {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'text', nullable: true }) email: string | null;
  @Column({ name: 'first_name', type: 'text', nullable: true }) firstName: string | null;
  @Column({ name: 'last_name', type: 'text', nullable: true }) lastName: string | null;
}

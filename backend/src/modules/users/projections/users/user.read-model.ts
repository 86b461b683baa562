import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Table `users` (spec part 2 data schema, minus the password: we never hold one). */
@Entity({ name: 'users' })
export class UserReadModel {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({ name: 'user_type', type: 'text' })
  userType: 'member' | 'team_admin' | 'admin';

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @Column({ name: 'is_email_verified', type: 'boolean' })
  isEmailVerified: boolean;

  /** 'YYYY-MM-DD' (a date without time zone). */
  @Column({ name: 'hire_date', type: 'date', nullable: true })
  hireDate: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Revision of the user stream last applied (idempotency; If-Match for profile edits). */
  @Column({ type: 'integer' })
  revision: number;
}

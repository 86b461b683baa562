import type { UserType } from '../../../platform/auth/session-user.js';
import type { UserReadModel } from '../projections/users/user.read-model.js';

/** What the API answers about a user (GET /api/auth/user, PUT /api/users/:id). */
export interface UserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isAdmin: boolean;
  profileImageUrl: string | null;
  hireDate: string | null;
  notes: string | null;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Revision of the user stream (send it as If-Match to edit safely). */
  revision: number;
}

export function toUserView(row: UserReadModel, adminEmails: readonly string[]): UserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    isAdmin: row.userType === 'admin' || adminEmails.includes(row.email.toLowerCase()),
    profileImageUrl: row.profileImageUrl,
    hireDate: row.hireDate,
    notes: row.notes,
    isActive: row.isActive,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

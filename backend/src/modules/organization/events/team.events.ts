import type { DomainEvent } from '../../../platform/event-store/event.js';

// Contract events other modules react to. The organisation helper adds the rest of this file.
export type TeamDeleted = DomainEvent<'TeamDeleted', { teamId: string }>;
export type DepartmentUpdated = DomainEvent<
  'DepartmentUpdated',
  { departmentId: string; teamId: string; name: string; color: string; description: string | null }
>;
export type DepartmentDeleted = DomainEvent<'DepartmentDeleted', { departmentId: string; teamId: string }>;

import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/upcasters.js';

// A user's department links, stream `user-departments-<userId>`.

export type UserDepartmentLinked = DomainEvent<
  'UserDepartmentLinked',
  { userId: string; departmentId: string; teamId: string; isMain: boolean }
>;

export type UserDepartmentEvent = UserDepartmentLinked;

// Schema versions: a breaking change adds a version and an upcaster here.
eventSchemas.define('UserDepartmentLinked', 1);

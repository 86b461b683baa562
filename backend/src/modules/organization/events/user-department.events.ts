import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

// A user's department links, stream `user-departments-<userId>`.

export type UserDepartmentLinked = DomainEvent<
  'UserDepartmentLinked',
  { userId: string; departmentId: string; teamId: string; isMain: boolean }
>;

export type UserDepartmentEvent = UserDepartmentLinked;

/** Schema versions, registered by `OrganizationModule`: a breaking change raises a version and adds its upcaster here. */
export const USER_DEPARTMENT_EVENT_SCHEMAS = eventSchemas<UserDepartmentEvent>({ UserDepartmentLinked: 1 });

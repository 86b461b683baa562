import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/**
 * Whom a forget is about: a user (signs in), a company member (on the team's boards), or one of
 * the companion site's people: a download registrant, the person behind an inquiry.
 */
export type ForgottenKind = 'user' | 'company_member' | 'download_registrant' | 'inquiry';
export const FORGOTTEN_KINDS: readonly ForgottenKind[] = ['user', 'company_member', 'download_registrant', 'inquiry'];

/**
 * An admin forgot a person at their request (decision 0044): the person's key is destroyed, so
 * every personal field sealed under it reads as its placeholder from now on. Stream
 * `personal-data-<subjectId>`; carries no personal data. The admin is `metadata.userId`.
 */
export type PersonForgotten = DomainEvent<'PersonForgotten', { subjectId: string; kind: ForgottenKind }>;

export type PersonalDataEvent = PersonForgotten;

export const PERSONAL_DATA_EVENT_SCHEMAS = eventSchemas<PersonalDataEvent>({ PersonForgotten: 1 });

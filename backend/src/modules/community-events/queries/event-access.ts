import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { DomainError } from '../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { CommunityEventNotFoundError } from '../domain/community-event.errors.js';
import { SEAT_HOLDING } from '../domain/community-event.js';
import type { CommunityEventStatus } from '../events/community-event.events.js';
import type { EventRecordingRow } from '../projections/community-events/community-events.read-model.js';

/** What the files' routes need of an event. */
export interface EventForFiles {
  hostId: string;
  status: CommunityEventStatus;
  recording: EventRecordingRow | null;
}

/**
 * Who may have an event's files (decisions 0097, 0108): the host or a team admin manage them; they
 * and those holding a seat (registered or attended: `SEAT_HOLDING`, the rule that shows the meeting
 * details) see the materials and watch the recording. Read after the caller's own writes.
 */
@Injectable()
export class EventAccess {
  constructor(
    private readonly dataSource: DataSource,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async event(eventId: string): Promise<EventForFiles> {
    await this.readYourWrites.catchUp();
    const [event] = (await this.dataSource.query(
      `SELECT host_id AS "hostId", status, recording_file AS recording FROM community_events WHERE id = $1`,
      [eventId],
    )) as EventForFiles[];
    if (!event) throw new CommunityEventNotFoundError();
    return event;
  }

  manages(event: EventForFiles, actor: SessionUser): boolean {
    return event.hostId === actor.id || actor.isTeamAdmin;
  }

  /** The event, when the actor manages it or holds a seat; anyone else gets `refusal` (a 403). */
  async seatHolderOrManager(eventId: string, actor: SessionUser, refusal: () => DomainError): Promise<EventForFiles> {
    const event = await this.event(eventId);
    if (this.manages(event, actor)) return event;
    const [registration] = (await this.dataSource.query(
      `SELECT status FROM community_event_registrations WHERE event_id = $1 AND user_id = $2`,
      [eventId, actor.id],
    )) as { status: string }[];
    if (!registration || !(SEAT_HOLDING as readonly string[]).includes(registration.status)) throw refusal();
    return event;
  }
}

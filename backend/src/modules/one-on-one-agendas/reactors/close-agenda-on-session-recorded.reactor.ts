import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { EventReactor, type Reactor } from '../../../platform/projections/reactor.js';
import type { OneOnOneEntryDeleted, OneOnOneSessionRecorded } from '../../one-on-one/index.js';
import { CloseAgenda, DiscardAgenda } from '../domain/one-on-one-agenda.commands.js';
import type { OneOnOneAgendaEvent } from '../events/one-on-one-agenda.events.js';

/**
 * The 1on1 module's session record closes the entry's open agenda (it becomes that session's
 * record, and a new one opens); the entry's deletion discards its agendas. One command per event,
 * each deciding nothing when it already took effect, as the reactor rules ask.
 */
@Injectable()
@EventReactor()
export class CloseAgendaOnSessionRecorded implements Reactor<OneOnOneSessionRecorded | OneOnOneEntryDeleted> {
  readonly name = 'close-agenda-on-session-recorded';
  readonly handles = ['OneOnOneSessionRecorded', 'OneOnOneEntryDeleted'] as const;
  readonly emits: readonly OneOnOneAgendaEvent['type'][] = ['AgendaClosed', 'AgendaDiscarded'];

  constructor(private readonly commands: CommandBus) {}

  async react(event: RecordedEventOf<OneOnOneSessionRecorded | OneOnOneEntryDeleted>): Promise<void> {
    if (event.type === 'OneOnOneSessionRecorded') {
      const { entryId, sessionId, sessionDate } = event.data;
      await this.commands.execute(new CloseAgenda({ entryId, sessionId, sessionDate }));
    } else {
      await this.commands.execute(new DiscardAgenda({ entryId: event.data.entryId }));
    }
  }
}

import { ApiProperty } from '@nestjs/swagger';

export class LoggedEventResponse {
  @ApiProperty({ description: 'Global position (a decimal string)' })
  position!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  streamId!: string;

  @ApiProperty({ description: 'The stream’s category' })
  category!: string;

  @ApiProperty()
  revision!: number;

  @ApiProperty()
  type!: string;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'As stored, at metadata.schemaVersion' })
  data!: Record<string, unknown>;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'correlationId, causationId, userId, occurredAt, schemaVersion' })
  metadata!: Record<string, unknown>;

  @ApiProperty({ type: String, format: 'date-time' })
  recordedAt!: string;
}

export class EventLogPageResponse {
  @ApiProperty({ type: [LoggedEventResponse] })
  events!: LoggedEventResponse[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `before` for the next, older page; null at the start of the log' })
  nextBefore!: string | null;

  @ApiProperty({ description: 'The newest readable position now' })
  headPosition!: string;
}

export class EventCategoryResponse {
  @ApiProperty()
  category!: string;

  @ApiProperty()
  streams!: number;

  @ApiProperty()
  events!: number;
}

export class CorrelationNodeResponse {
  @ApiProperty({ type: LoggedEventResponse })
  event!: LoggedEventResponse;

  @ApiProperty({ type: () => [CorrelationNodeResponse] })
  children!: CorrelationNodeResponse[];
}

export class CorrelationResponse {
  @ApiProperty()
  correlationId!: string;

  @ApiProperty()
  count!: number;

  @ApiProperty({ type: [CorrelationNodeResponse], description: 'The request’s own events; reactions hang under the event that caused them' })
  roots!: CorrelationNodeResponse[];
}

export class StreamStateResponse {
  @ApiProperty()
  streamId!: string;

  @ApiProperty()
  category!: string;

  @ApiProperty({ description: 'Revision folded up to (inclusive)' })
  version!: number;

  @ApiProperty()
  lastVersion!: number;

  @ApiProperty({ description: 'Whether a module registered its decider for this category' })
  foldable!: boolean;

  @ApiProperty({ nullable: true, description: 'The aggregate’s state as of `version` (null when not foldable)' })
  state!: unknown;

  @ApiProperty({ type: [LoggedEventResponse] })
  events!: LoggedEventResponse[];
}

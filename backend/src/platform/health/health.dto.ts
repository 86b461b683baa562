import { ApiProperty } from '@nestjs/swagger';

export class ComponentHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ required: false, description: 'Why the component is down' })
  error?: string;
}

export class DatabaseIncidentDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the supervisor noticed the embedded server had stopped' })
  stoppedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it answered again; null while restarting or when the supervisor gave up' })
  restartedAt!: string | null;

  @ApiProperty({ description: 'Starts tried' })
  attempts!: number;

  @ApiProperty({ description: 'How the stop was noticed (exit code or signal, failed probes)' })
  reason!: string;
}

export class DatabaseSupervisorDto {
  @ApiProperty({ enum: ['running', 'restarting', 'failed'], description: 'failed: the supervisor gave up restarting it; it needs a restart by hand' })
  state!: 'running' | 'restarting' | 'failed';

  @ApiProperty({ description: 'Stops noticed since this process started' })
  stops!: number;

  @ApiProperty({ description: 'Automatic restarts since this process started' })
  restarts!: number;

  @ApiProperty({ type: [DatabaseIncidentDto], description: 'The recent stops, oldest first (at most 20)' })
  incidents!: DatabaseIncidentDto[];
}

export class DatabaseHealthDto extends ComponentHealthDto {
  @ApiProperty({
    type: DatabaseSupervisorDto,
    nullable: true,
    description: 'The embedded PostgreSQL the app owns and restarts (decision 0060); null with an external DATABASE_URL',
  })
  supervisor!: DatabaseSupervisorDto | null;
}

export class EventStoreHealthDto extends ComponentHealthDto {
  @ApiProperty({ type: String, nullable: true, description: 'Position of the newest readable event' })
  headPosition!: string | null;
}

export class ProjectionsHealthDto extends ComponentHealthDto {
  @ApiProperty({ description: 'Number of projections and reactors' })
  count!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Largest number of events a projection or reactor is behind' })
  maxLag!: number | null;

  @ApiProperty({ type: [String], description: 'Projections and reactors stopped on a failing event' })
  failed!: string[];

  @ApiProperty({ type: [String], description: 'Projections being rebuilt' })
  rebuilding!: string[];
}

export class HealthChecksDto {
  @ApiProperty({ type: DatabaseHealthDto })
  database!: DatabaseHealthDto;

  @ApiProperty({ type: EventStoreHealthDto })
  eventStore!: EventStoreHealthDto;

  @ApiProperty({ type: ProjectionsHealthDto })
  projections!: ProjectionsHealthDto;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'], description: 'degraded (HTTP 503) when a component is down or a projection or reactor failed' })
  status!: 'ok' | 'degraded';

  @ApiProperty({ type: String, format: 'date-time' })
  checkedAt!: string;

  @ApiProperty({ type: HealthChecksDto })
  checks!: HealthChecksDto;
}

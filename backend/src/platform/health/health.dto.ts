import { ApiProperty } from '@nestjs/swagger';

export class ComponentHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status!: 'up' | 'down';

  @ApiProperty({ required: false, description: 'Why the component is down' })
  error?: string;
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
  @ApiProperty({ type: ComponentHealthDto })
  database!: ComponentHealthDto;

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

import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ModelTerm } from '../../domain/estimator.js';
import type { Projection, ScenarioParameters } from '../../domain/simulator.js';

@Entity('culture_scenarios')
export class CultureScenarioRow {
  @PrimaryColumn({ name: 'scenario_id' }) scenarioId: string;
  @Column({ name: 'team_id' }) teamId: string;
  @Column({ name: 'author_id' }) authorId: string;
  @Column() name: string;
  @Column({ type: 'jsonb' }) parameters: ScenarioParameters;
  @Column({ name: 'horizon_months' }) horizonMonths: number;
  @Column() runs: number;
  @Column({ type: 'bigint' }) seed: string;
  @Column({ name: 'start_date', type: 'date' }) startDate: string;
  @Column() members: number;
  @Column({ type: 'jsonb' }) projection: Projection;
  @Column({ name: 'assumed_zero', type: 'jsonb' }) assumedZero: ModelTerm[];
  @Column() shared: boolean;
  @Column({ name: 'saved_at', type: 'timestamptz' }) savedAt: Date;
  @Column({ name: 'shared_at', type: 'timestamptz', nullable: true }) sharedAt: Date | null;
}

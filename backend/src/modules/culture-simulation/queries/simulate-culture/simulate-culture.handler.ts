import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SimulationResult } from '../../domain/simulator.js';
import { CultureAnalysis } from '../culture-analysis.js';
import { SimulateCultureQuery } from './simulate-culture.query.js';

@QueryHandler(SimulateCultureQuery)
export class SimulateCultureHandler implements IQueryHandler<SimulateCultureQuery> {
  constructor(private readonly analysis: CultureAnalysis) {}

  async execute({ teamId, user, request }: SimulateCultureQuery): Promise<SimulationResult> {
    await this.analysis.requireTeam(teamId, user);
    return this.analysis.simulate(teamId, request);
  }
}

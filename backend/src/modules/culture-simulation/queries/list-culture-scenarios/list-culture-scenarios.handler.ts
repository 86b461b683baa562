import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import type { CultureScenarioResponse, ScenarioComparisonResponse } from '../../http/culture-simulation.response.dto.js';
import type { CultureScenarioRow } from '../../projections/culture-scenarios/culture-scenarios.read-model.js';
import { CultureAnalysis } from '../culture-analysis.js';
import { distributionAt } from '../culture-history-reader.js';
import { ListCultureScenariosQuery } from './list-culture-scenarios.query.js';

type ScenarioRow = Pick<
  CultureScenarioRow,
  | 'scenarioId'
  | 'teamId'
  | 'authorId'
  | 'name'
  | 'parameters'
  | 'horizonMonths'
  | 'runs'
  | 'seed'
  | 'startDate'
  | 'members'
  | 'projection'
  | 'assumedZero'
  | 'shared'
  | 'savedAt'
>;

/** The end of a calendar day (UTC): "the board on that date" includes the moves of that day. */
const endOfDay = (date: string) => Date.parse(`${date}T23:59:59.999Z`);

@QueryHandler(ListCultureScenariosQuery)
export class ListCultureScenariosHandler implements IQueryHandler<ListCultureScenariosQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly analysis: CultureAnalysis,
    private readonly users: UserDirectory,
  ) {}

  async execute({ teamId, user, scenarioId }: ListCultureScenariosQuery): Promise<CultureScenarioResponse[]> {
    await this.analysis.requireTeam(teamId, user);
    const rows: ScenarioRow[] = await this.db.query(
      `SELECT scenario_id AS "scenarioId", team_id AS "teamId", author_id AS "authorId", name, parameters, horizon_months AS "horizonMonths", runs,
              seed, to_char(start_date, 'YYYY-MM-DD') AS "startDate", members, projection, assumed_zero AS "assumedZero", shared, saved_at AS "savedAt"
         FROM culture_scenarios
        WHERE team_id = $1 AND (author_id = $2 OR shared) AND ($3::text IS NULL OR scenario_id = $3)
        ORDER BY saved_at DESC, scenario_id`,
      [teamId, user.id, scenarioId ?? null],
    );
    if (rows.length === 0) return [];
    const history = await this.analysis.history(teamId);
    const names = await this.users.displayNames([...new Set(rows.map((r) => r.authorId))]);
    return rows.map((row) => {
      const comparison: ScenarioComparisonResponse[] = row.projection.ownerShare
        .filter((point) => point.month > 0 && endOfDay(point.date) <= history.now)
        .map((point) => {
          const actual = distributionAt(history, endOfDay(point.date));
          const actualShare = actual.members === 0 ? 0 : Math.round((actual.quadrants.highHigh / actual.members) * 1000) / 1000;
          return {
            month: point.month,
            date: point.date,
            projected: { mean: point.mean, p10: point.p10, p50: point.p50, p90: point.p90 },
            actualShare,
            actual: actual.quadrants,
            actualMembers: actual.members,
            withinBand: point.p10 <= actualShare && actualShare <= point.p90,
          };
        });
      return {
        id: row.scenarioId,
        teamId: row.teamId,
        name: row.name,
        authorId: row.authorId,
        authorName: names.get(row.authorId) ?? '',
        mine: row.authorId === user.id,
        shared: row.shared,
        savedAt: new Date(row.savedAt).toISOString(),
        parameters: row.parameters,
        result: {
          ...row.projection,
          members: row.members,
          runs: row.runs,
          seed: Number(row.seed),
          horizonMonths: row.horizonMonths,
          startDate: row.startDate,
          assumedZero: row.assumedZero,
        },
        comparison,
      };
    });
  }
}

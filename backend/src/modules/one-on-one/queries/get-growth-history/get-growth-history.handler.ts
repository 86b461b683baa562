import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { approachFor, changeValue, levelsFromPosition, performanceLabel, type Levels } from '../../domain/one-on-one-board.js';
import { findEntries } from '../one-on-one-entry.view.js';
import { GetGrowthHistoryQuery, type OneOnOneGrowthHistoryView, type OneOnOneGrowthPointView } from './get-growth-history.query.js';

interface PointRecord {
  id: string;
  entry_id: string;
  x: number;
  y: number;
  recorded_at: Date;
}

@QueryHandler(GetGrowthHistoryQuery)
export class GetGrowthHistoryHandler implements IQueryHandler<GetGrowthHistoryQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ reader, options }: GetGrowthHistoryQuery): Promise<OneOnOneGrowthHistoryView[]> {
    const entries = await findEntries(this.dataSource.manager, { managerId: reader.id, teamId: options.teamId });
    if (entries.length === 0) return [];
    const points: PointRecord[] = await this.dataSource.query(
      `SELECT id, matrix_entry_id AS entry_id, position_x AS x, position_y AS y, created_at AS recorded_at
       FROM one_on_one_growth_history WHERE matrix_entry_id = ANY($1) ORDER BY matrix_entry_id, event_position`,
      [entries.map((e) => e.id)],
    );
    const byEntry = new Map<string, PointRecord[]>();
    for (const point of points) byEntry.set(point.entry_id, [...(byEntry.get(point.entry_id) ?? []), point]);

    return entries.map((entry) => {
      const levels = levelsFromPosition(entry.position_x, entry.position_y);
      const approach = approachFor(levels);
      return {
        entryId: entry.id,
        employeeId: entry.employee_id,
        memberName: entry.employee_name,
        departmentId: entry.department_id,
        teamId: entry.team_id,
        currentPosition: { x: entry.position_x, y: entry.position_y, ...levels },
        quadrant: approach.quadrant,
        approachLabel: approach.label,
        recommendedApproach: approach.recommendedApproach,
        revision: entry.revision,
        history: toHistory(byEntry.get(entry.id) ?? []),
      };
    });
  }
}

function toHistory(points: PointRecord[]): OneOnOneGrowthPointView[] {
  let previous: Levels | null = null;
  return points.map((point, index) => {
    const levels = levelsFromPosition(point.x, point.y);
    const view: OneOnOneGrowthPointView = {
      id: point.id,
      x: point.x,
      y: point.y,
      ...levels,
      timestamp: point.recorded_at.toISOString(),
      changeValue: changeValue(levels, previous),
      performanceLabel: performanceLabel(levels),
      isLatest: index === points.length - 1,
    };
    previous = levels;
    return view;
  });
}

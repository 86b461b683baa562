import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { changeValue, levelsFromPosition, performanceLabel, type Levels } from '../../domain/one-on-one-board.js';
import type { OneOnOneGrowthPointRow } from '../../projections/one-on-one-board/one-on-one-board.read-model.js';
import { boardFields, findEntries } from '../one-on-one-entry.view.js';
import { GetGrowthHistoryQuery, type OneOnOneGrowthHistoryView, type OneOnOneGrowthPointView } from './get-growth-history.query.js';

/** The point's columns as its entity names them. */
type PointRecord = Pick<OneOnOneGrowthPointRow, 'id' | 'matrixEntryId' | 'positionX' | 'positionY' | 'createdAt'>;

@QueryHandler(GetGrowthHistoryQuery)
export class GetGrowthHistoryHandler implements IQueryHandler<GetGrowthHistoryQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ reader, options }: GetGrowthHistoryQuery): Promise<OneOnOneGrowthHistoryView[]> {
    const entries = await findEntries(this.dataSource.manager, { managerId: reader.id, teamId: options.teamId });
    if (entries.length === 0) return [];
    const points: PointRecord[] = await this.dataSource.query(
      `SELECT id, matrix_entry_id AS "matrixEntryId", position_x AS "positionX", position_y AS "positionY", created_at AS "createdAt"
       FROM one_on_one_growth_history WHERE matrix_entry_id = ANY($1) ORDER BY matrix_entry_id, event_position`,
      [entries.map((e) => e.id)],
    );
    const byEntry = new Map<string, PointRecord[]>();
    for (const point of points) byEntry.set(point.matrixEntryId, [...(byEntry.get(point.matrixEntryId) ?? []), point]);

    return entries.map((entry) => {
      const { quadrant, approachLabel, recommendedApproach, ...levels } = boardFields(entry.positionX, entry.positionY);
      return {
        entryId: entry.id,
        employeeId: entry.employeeId,
        memberName: entry.employeeName,
        departmentId: entry.departmentId,
        teamId: entry.teamId,
        currentPosition: { x: entry.positionX, y: entry.positionY, ...levels },
        quadrant,
        approachLabel,
        recommendedApproach,
        revision: entry.revision,
        history: toHistory(byEntry.get(entry.id) ?? []),
      };
    });
  }
}

function toHistory(points: PointRecord[]): OneOnOneGrowthPointView[] {
  let previous: Levels | null = null;
  return points.map((point, index) => {
    const levels = levelsFromPosition(point.positionX, point.positionY);
    const view: OneOnOneGrowthPointView = {
      id: point.id,
      x: point.positionX,
      y: point.positionY,
      ...levels,
      timestamp: point.createdAt.toISOString(),
      changeValue: changeValue(levels, previous),
      performanceLabel: performanceLabel(levels),
      isLatest: index === points.length - 1,
    };
    previous = levels;
    return view;
  });
}

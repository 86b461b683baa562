import { Injectable } from '@nestjs/common';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { BoardTimelineProjection, type BoardTimelineSpec, type TimelineEvent } from '../../../boards/index.js';
import type { MatrixMemberMoved, MatrixMemberPlaced, MatrixMemberRemoved } from '../../events/ms-matrix-entry.events.js';

/** The MS timeline projection's name (its checkpoint key). */
export const MS_MATRIX_TIMELINE = 'ms-matrix-timeline';

/** The MS entry events its timeline follows. */
type MsTimelineEvents = { opened: MatrixMemberPlaced; moved: MatrixMemberMoved; removed: MatrixMemberRemoved; extra: never };

/**
 * The MS board through time: the board kernel's timeline (`BoardTimelineProjection`, decision
 * 0050) over the `ms_matrix_timeline_*` tables. An interval keeps where the entry stood under
 * which name and department; the team's entries are what `GetTeamMatrixAsOfHandler` probes.
 */
export const MS_MATRIX_TIMELINE_SPEC: BoardTimelineSpec<MsTimelineEvents> = {
  name: MS_MATRIX_TIMELINE,
  prefix: 'ms_matrix_timeline',
  events: { opened: 'MatrixMemberPlaced', moved: 'MatrixMemberMoved', removed: 'MatrixMemberRemoved' },
  columns: { team_id: 'text', member_id: 'text', member_name: 'text', department_id: 'text', x: 'float8', y: 'float8' },
  memberColumn: 'member_id',
  owner: { column: 'team_id', of: (d) => d.teamId },
  openedValues: (d) => ({
    team_id: d.teamId,
    member_id: d.memberId,
    member_name: d.memberName,
    department_id: d.departmentId,
    x: d.positionX,
    y: d.positionY,
  }),
  // Only a change of name or department starts a new interval.
  memberChanges: (d) => ({ member_name: `${d.lastName} ${d.firstName}`, department_id: d.departmentId }),
};

@Injectable()
@ReadModelProjection()
export class MsMatrixTimelineProjection extends BoardTimelineProjection<MsTimelineEvents> implements Projection<TimelineEvent<MsTimelineEvents>> {
  constructor() {
    super(MS_MATRIX_TIMELINE_SPEC);
  }
}

import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface PositionView {
  id: string;
  name: string;
  /** 1..10 */
  level: number;
  description: string | null;
  teamId: string;
  isActive: boolean;
  /** Company members holding the position. */
  memberCount: number;
  createdAt: string;
  revision: number;
}

/** Positions of one team the user may read (403/404 otherwise), or of every such team; highest level first. */
export class ListPositionsQuery extends Query<PositionView[]> {
  constructor(
    readonly user: SessionUser,
    readonly teamId?: string,
  ) {
    super();
  }
}

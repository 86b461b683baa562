import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export type MatrixAuditAction = 'placed' | 'moved' | 'point_deleted' | 'history_cleared' | 'removed';

export interface AuditPosition {
  x: number;
  y: number;
  skillLevel: number;
  mindsetLevel: number;
}

export interface MatrixAuditRecord {
  /** ISO-8601 instant of the change. */
  at: string;
  /** The signed-in user who made the change; null for system work (seeding). */
  actorId: string | null;
  /** `姓 名` of that user when known. */
  actorName: string | null;
  action: MatrixAuditAction;
  from: AuditPosition | null;
  to: AuditPosition | null;
  /** The growth point created (placed, moved) or deleted (point_deleted). */
  pointId: string | null;
  /** Points deleted by a history clear. */
  deletedPointIds: string[];
}

/** Who changed an entry, when, from where to where: read from the entry's events, newest last. */
export class GetEntryAuditQuery extends Query<MatrixAuditRecord[]> {
  constructor(
    readonly entryId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}

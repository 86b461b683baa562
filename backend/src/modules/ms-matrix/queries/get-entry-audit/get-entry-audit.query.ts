import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MatrixAuditPositionResponse, MatrixAuditRecordResponse } from '../../http/ms-matrix.response.dto.js';

/**
 * One change of an entry, as the API answers it (the response DTO's shape): when, who (`actorId`
 * null for system work such as seeding; `actorName` `姓 名` when known), what, from where to where,
 * the growth point created or deleted, and the points a history clear deleted.
 */
export type MatrixAuditRecord = MatrixAuditRecordResponse;
export type AuditPosition = MatrixAuditPositionResponse;

/** Who changed an entry, when, from where to where: read from the entry's events, newest last. */
export class GetEntryAuditQuery extends Query<MatrixAuditRecord[]> {
  constructor(
    readonly entryId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}

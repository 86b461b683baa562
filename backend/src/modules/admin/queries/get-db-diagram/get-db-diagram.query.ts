import { Query } from '@nestjs/cqrs';
import type { DbDiagramResponse } from '../../http/admin.response.dto.js';

/** The latest synced ER diagram, with who synced it. */
export class GetDbDiagramQuery extends Query<DbDiagramResponse> {}

import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import type { DbDiagramResponse } from '../../http/admin.response.dto.js';
import { DbDiagramRow } from '../../projections/admin-console/admin-console.read-model.js';
import { GetDbDiagramQuery } from './get-db-diagram.query.js';

@QueryHandler(GetDbDiagramQuery)
export class GetDbDiagramHandler implements IQueryHandler<GetDbDiagramQuery> {
  constructor(
    @InjectRepository(DbDiagramRow) private readonly diagrams: Repository<DbDiagramRow>,
    private readonly users: UserDirectory,
  ) {}

  async execute(): Promise<DbDiagramResponse> {
    const row = await this.diagrams.findOneBy({ id: 'current' });
    if (!row) return { syncedAt: null, syncedByName: null, checksum: null, tables: [], relations: [] };
    const names = row.syncedBy ? await this.users.displayNames([row.syncedBy]) : new Map<string, string>();
    return {
      syncedAt: row.syncedAt.toISOString(),
      syncedByName: (row.syncedBy && names.get(row.syncedBy)) || null,
      checksum: row.checksum,
      tables: row.snapshot.tables,
      relations: row.snapshot.relations,
    };
  }
}

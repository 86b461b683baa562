import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { ManagerEntriesForbiddenError } from '../../domain/one-on-one-entry.errors.js';
import { canReadEntriesOf, findEntries, toEntryView, type OneOnOneEntryView } from '../one-on-one-entry.view.js';
import { GetManagerEntriesQuery } from './get-manager-entries.query.js';

@QueryHandler(GetManagerEntriesQuery)
export class GetManagerEntriesHandler implements IQueryHandler<GetManagerEntriesQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ reader, options }: GetManagerEntriesQuery): Promise<OneOnOneEntryView[]> {
    const managerId = options.managerId ?? reader.id;
    if (!canReadEntriesOf(managerId, reader)) throw new ManagerEntriesForbiddenError();
    const rows = await findEntries(this.dataSource.manager, { managerId, teamId: options.teamId });
    const now = this.clock.now();
    return rows.map((row) => toEntryView(row, now, this.clock.timeZone));
  }
}

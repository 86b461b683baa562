import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { OneOnOneEntryNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import { canReadEntriesOf, findEntries, toEntryView, type OneOnOneEntryView } from '../one-on-one-entry.view.js';
import { GetOneOnOneEntryQuery } from './get-one-on-one-entry.query.js';

@QueryHandler(GetOneOnOneEntryQuery)
export class GetOneOnOneEntryHandler implements IQueryHandler<GetOneOnOneEntryQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ entryId, reader }: GetOneOnOneEntryQuery): Promise<OneOnOneEntryView> {
    const [row] = await findEntries(this.dataSource.manager, { entryId });
    if (!row || !canReadEntriesOf(row.managerId, reader)) throw new OneOnOneEntryNotFoundError();
    return toEntryView(row, this.clock.now(), this.clock.timeZone);
  }
}

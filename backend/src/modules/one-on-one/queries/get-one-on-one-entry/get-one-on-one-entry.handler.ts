import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { OneOnOneEntryNotFoundError } from '../../domain/one-on-one-entry.errors.js';
import { canReadEntriesOf, findEntries, toEntryView, type OneOnOneEntryView } from '../one-on-one-entry.view.js';
import { GetOneOnOneEntryQuery } from './get-one-on-one-entry.query.js';

@QueryHandler(GetOneOnOneEntryQuery)
export class GetOneOnOneEntryHandler implements IQueryHandler<GetOneOnOneEntryQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ entryId, reader }: GetOneOnOneEntryQuery): Promise<OneOnOneEntryView> {
    const [row] = await findEntries(this.dataSource.manager, { entryId });
    if (!row || !canReadEntriesOf(row.managerId, reader)) throw new OneOnOneEntryNotFoundError();
    return toEntryView(row, this.clock.now(), this.config.timeZone);
  }
}

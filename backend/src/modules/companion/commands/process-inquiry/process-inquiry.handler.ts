import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ProcessInquiry } from '../../domain/inquiry.commands.js';
import { inquiryDecider, inquiryStreamId } from '../../domain/inquiry.js';

/** Admins only: the route's `@Access('admin')` is the check (the list of inquiries is theirs alone). */
@CommandHandler(ProcessInquiry)
export class ProcessInquiryHandler implements ICommandHandler<ProcessInquiry> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ProcessInquiry): Promise<void> {
    await this.aggregates.execute(inquiryStreamId(command.data.inquiryId), inquiryDecider, (state) => inquiryDecider.decide(command, state), {
      expectedRevision: command.expectedRevision,
    });
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { ReceiveInquiry } from '../../domain/inquiry.commands.js';
import { inquiryDecider, inquiryStreamId } from '../../domain/inquiry.js';

@CommandHandler(ReceiveInquiry)
export class ReceiveInquiryHandler implements ICommandHandler<ReceiveInquiry> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: ReceiveInquiry): Promise<{ id: string }> {
    await this.aggregates.execute(inquiryStreamId(command.data.inquiryId), inquiryDecider, (state) => inquiryDecider.decide(command, state));
    return { id: command.data.inquiryId };
  }
}

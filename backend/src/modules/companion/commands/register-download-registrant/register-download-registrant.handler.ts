import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RegisterDownloadRegistrant } from '../../domain/download-registrant.commands.js';
import { downloadRegistrantDecider, downloadRegistrantStream } from '../../domain/download-registrant.js';
import { isDownloadFileId } from '../../worksheets/worksheet-catalogue.js';

@CommandHandler(RegisterDownloadRegistrant)
export class RegisterDownloadRegistrantHandler implements ICommandHandler<RegisterDownloadRegistrant> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RegisterDownloadRegistrant): Promise<{ id: string }> {
    const { registrantId, fileType } = command.data;
    await this.aggregates.execute(downloadRegistrantStream.streamId(registrantId), downloadRegistrantDecider, (state) =>
      downloadRegistrantDecider.decide(command, state, { knownFile: isDownloadFileId(fileType) }),
    );
    return { id: registrantId };
  }
}

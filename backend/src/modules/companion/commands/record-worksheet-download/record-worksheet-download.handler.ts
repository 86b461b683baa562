import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../../platform/domain/aggregate-store.js';
import { RecordWorksheetDownload } from '../../domain/download-registrant.commands.js';
import { downloadRegistrantDecider, downloadRegistrantStream } from '../../domain/download-registrant.js';
import { isDownloadFileId } from '../../worksheets/worksheet-catalogue.js';

@CommandHandler(RecordWorksheetDownload)
export class RecordWorksheetDownloadHandler implements ICommandHandler<RecordWorksheetDownload> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute(command: RecordWorksheetDownload): Promise<void> {
    await this.aggregates.execute(downloadRegistrantStream.streamId(command.data.registrantId), downloadRegistrantDecider, (state) =>
      downloadRegistrantDecider.decide(command, state, { knownFile: isDownloadFileId(command.data.fileId) }),
    );
  }
}

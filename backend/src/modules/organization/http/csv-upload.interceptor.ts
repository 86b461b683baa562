import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_CSV_BYTES } from '../csv/member-csv.js';

/** The uploaded file as multer hands it over (memory storage). */
export interface UploadedCsv {
  originalname: string;
  size: number;
  buffer: Buffer;
}

const Base = FileInterceptor('file', { limits: { fileSize: MAX_CSV_BYTES, files: 1 } });

/** Reads the multipart field `file` into memory, refusing more than 1 MB with a Japanese message. */
@Injectable()
export class CsvUploadInterceptor extends Base {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException('CSVファイルは1MB以内にしてください');
      throw error;
    }
  }
}

import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { HttpExceptionFilter, toErrorBody } from '../../../platform/http/http-exception.filter.js';
import { CREATE_FAILED_MESSAGE } from '../domain/community-event.errors.js';

/**
 * On `POST /api/events` only: a refusal (4xx) is worded as spec part 2 §8 says, the reasons
 * after it: `イベントの作成に失敗しました: タイトルは必須です、終了日時は…`. Everything else is
 * answered by the global filter.
 */
@Catch()
export class CreateEventFailedFilter implements ExceptionFilter {
  private readonly global = new HttpExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(exception);
    if (body.statusCode < 400 || body.statusCode >= 500) return this.global.catch(exception, host);
    const reasons = Array.isArray(body.message) ? body.message.join('、') : body.message;
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    res.status(body.statusCode).json({ ...body, message: `${CREATE_FAILED_MESSAGE}: ${reasons}` });
  }
}

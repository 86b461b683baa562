import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { ProjectionRuntimeService } from '../../../platform/projections/projection-runtime.service.js';
import { requestContext } from '../../../platform/request-context/request-context.js';

/**
 * A write that answers with the changed entry reads it from the board's read model, so it waits
 * for the projections to apply what this request appended first (the global read-your-writes
 * interceptor only holds the response, which is too late for a read inside the handler).
 */
@Injectable()
export class ReadOwnWrites {
  constructor(
    private readonly runtime: ProjectionRuntimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async caughtUp(): Promise<void> {
    const position = requestContext.current()?.lastAppendedPosition ?? null;
    if (position !== null) await this.runtime.waitForPosition(position, this.config.readYourWritesTimeoutMs);
  }
}

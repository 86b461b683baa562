import { Controller, Get, Headers, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { NotificationsReader } from '../queries/notifications-reader.js';
import { LiveHub, sseFrame } from './live-hub.js';

/** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
const LIVE_HEARTBEAT_MS = 25_000;

/**
 * `GET /api/live`: one Server-Sent Events stream per tab (decision 0081). `notification` events
 * (id: the source event's position) say a new notification is there; `changed` events name the
 * stream categories that changed (no ids, no content). A tab reconnecting with `Last-Event-ID`
 * first gets the notifications it missed.
 */
@ApiTags('live')
@Controller('api')
export class LiveController {
  constructor(
    private readonly hub: LiveHub,
    private readonly reader: NotificationsReader,
  ) {}

  @Get('live')
  @Access('signed_in')
  @ApiProduces('text/event-stream')
  @ApiAnswers({ ok: { description: 'An endless text/event-stream: `notification` (with an id) and `changed` events, and heartbeats' } })
  async live(@CurrentUser() user: SessionUser, @Headers('last-event-id') lastEventId: string | undefined, @Req() req: Request, @Res() res: Response): Promise<void> {
    res.status(200);
    // no-transform: the compression middleware leaves the stream alone (it would buffer it).
    res.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const send = (frame: string) => {
      if (!res.writableEnded) res.write(frame);
    };
    send(`retry: 3000\n\n`);
    const remove = this.hub.add({ userId: user.id, send });
    const heartbeat = setInterval(() => send(`: ♥\n\n`), LIVE_HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
    if (lastEventId && /^\d{1,19}$/.test(lastEventId)) {
      for (const missed of await this.reader.since(user.id, BigInt(lastEventId))) send(sseFrame('notification', { position: missed.position }, missed.position));
    }
    send(sseFrame('ready', {}));
  }
}

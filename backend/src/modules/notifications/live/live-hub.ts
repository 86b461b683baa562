import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { DATABASE_URL } from '../../../platform/database/database.module.js';
import { EventLogTail } from '../../../platform/event-store/event-log-tail.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { logger } from '../../../platform/logging/logger.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { DueJobs } from '../../../platform/schedule/due-jobs.js';
import { NotificationsReader } from '../queries/notifications-reader.js';
import { LIVE_CHANNEL, type LiveNotice } from '../projections/live-notice.js';

/** One open `GET /api/live` answer: where to write, and whose it is. */
export interface LiveConnection {
  readonly userId: string;
  send(frame: string): void;
}

/** Waiting before listening again after the listening connection broke. */
const RELISTEN_MS = 2_000;

/**
 * `growth-cycle-<uuid>` → `growth-cycle`: a stream's category, the only thing a "changed" signal
 * says. The leading words of the id, up to its first part with a digit or a hex run (an id, a
 * hash, a date): no id of anything, nor a hashed address, reaches a tab.
 */
export function streamCategoryOf(streamId: string): string {
  const words: string[] = [];
  for (const part of streamId.split('-')) {
    if (!/^[a-z]+$/i.test(part) || /^[0-9a-f]{8,}$/i.test(part)) break;
    words.push(part);
  }
  return words.join('-');
}

/** An SSE frame. */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * This instance's live channel (decision 0081): the open `GET /api/live` answers of its users;
 * one PostgreSQL connection LISTENing on `pivot_live`, where the notifications projection
 * announces new rows (whichever instance runs it), each forwarded to the connected tabs of its
 * recipients; and a listener on the instance's tail of the event log (`EventLogTail`) that tells every tab which stream
 * categories changed, once the projections have applied them, so the client refetches through
 * the normal reads and their access checks.
 */
@Injectable()
export class LiveHub implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly connections = new Map<string, Set<LiveConnection>>();
  private listener: pg.Client | null = null;
  private stopped = false;
  private relisten: NodeJS.Timeout | null = null;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    tail: EventLogTail,
    private readonly reader: NotificationsReader,
    private readonly readYourWrites: ReadYourWrites,
    private readonly jobs: DueJobs,
  ) {
    tail.listen((events) => void this.changed(events));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.relisten) clearTimeout(this.relisten);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  add(connection: LiveConnection): () => void {
    const mine = this.connections.get(connection.userId) ?? new Set();
    mine.add(connection);
    this.connections.set(connection.userId, mine);
    return () => {
      mine.delete(connection);
      if (!mine.size) this.connections.delete(connection.userId);
    };
  }

  /** Open connections on this instance (the admin's figure and the tests'). */
  get size(): number {
    let n = 0;
    for (const set of this.connections.values()) n += set.size;
    return n;
  }

  /** Whether this instance is LISTENing now. */
  get listening(): boolean {
    return this.listener !== null;
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    const retry = () => {
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      if (!this.stopped && !this.relisten) this.relisten = setTimeout(() => ((this.relisten = null), void this.listen()), RELISTEN_MS);
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      this.deliver(JSON.parse(message.payload) as LiveNotice);
      // The projection's transaction has committed: its at-once mail job (scheduled in it) can run now.
      this.jobs.wake();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      logger.warn({ err: error }, 'live channel: cannot LISTEN, retrying');
      retry();
    }
  }

  private deliver(notice: LiveNotice): void {
    const frame = sseFrame('notification', { position: notice.position }, notice.position);
    const told = new Set<string>();
    for (const userId of notice.users) told.add(userId);
    // An anonymous post's author is found by their proof, for each connected user alike (decision 0082).
    for (const userId of this.connections.keys()) {
      if (notice.owners.some((o) => this.reader.owns(userId, o.subjectId, o.proof))) told.add(userId);
    }
    for (const userId of told) for (const connection of this.connections.get(userId) ?? []) connection.send(frame);
  }

  private async changed(events: readonly RecordedEvent[]): Promise<void> {
    if (!this.size || !events.length) return;
    const categories = [...new Set(events.map((e) => streamCategoryOf(e.streamId)))].sort();
    const last = events.at(-1);
    // The refetch must see the change: wait (bounded) for the projections of these events' types
    // to reach it, as a write's answer does. Only their loops are woken: waiting for every
    // projection made each of them read the log on every batch the tail read.
    if (last) await this.readYourWrites.waitFor(last.position, { types: new Set(events.map((e) => e.type)) }).catch(() => false);
    const frame = sseFrame('changed', { categories });
    for (const set of this.connections.values()) for (const connection of set) connection.send(frame);
  }
}

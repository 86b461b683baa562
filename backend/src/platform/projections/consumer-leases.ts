import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { logger } from '../logging/logger.js';

/** A name for this process in `projection_leases.owner` and the status's `runner`: host, pid and a random suffix. */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

export interface ConsumerLeasesOptions {
  dataSource: DataSource;
  /** This instance's name in the lease table. */
  owner: string;
  /** How long a lease lasts without renewal: another instance takes a consumer over at most this long after its runner died. */
  ttlMs: number;
  /** Called with the consumers this instance runs now, after every renewal (and with none once it stops). */
  held: (names: ReadonlySet<string>) => Promise<void>;
}

/**
 * One runner per projection and reactor across the app instances (decision 0027): a row per
 * consumer in `projection_leases` naming the instance that runs it until `expires_at`. Every
 * `ttlMs / 3` each instance renews its own leases and takes the free or expired ones in one
 * statement (the database's clock decides, so the instances' clocks do not matter). A lease that
 * could not be renewed is given up locally once it would have expired. The lease only keeps the
 * work from being done N times: the checkpoint row lock and the reactor lock still keep two
 * runners (for the moment a lease changes hands) from applying or reacting to an event twice.
 */
export class ConsumerLeases {
  private names: string[] = [];
  private current: ReadonlySet<string> = new Set();
  private heldUntil = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ticking: Promise<void> | null = null;
  private running = false;

  constructor(private readonly options: ConsumerLeasesOptions) {}

  get owner(): string {
    return this.options.owner;
  }

  /** Takes what is free and keeps renewing; the first round is done when this resolves. */
  async start(names: readonly string[]): Promise<void> {
    // One lock order for every instance's multi-row upsert (no deadlock between two of them).
    this.names = [...names].sort();
    this.running = true;
    await this.tick();
  }

  /** Stops renewing and hands every lease back, so another instance takes over at its next round. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await this.publish(new Set());
    await this.options.dataSource
      .query(`DELETE FROM projection_leases WHERE owner = $1`, [this.owner])
      .catch((error: unknown) => logger.warn({ err: error }, 'could not hand the projection leases back'));
  }

  /** Runner of each consumer whose lease has not expired. */
  async runners(): Promise<Map<string, string>> {
    const rows = (await this.options.dataSource.query(`SELECT name, owner FROM projection_leases WHERE expires_at > now()`)) as {
      name: string;
      owner: string;
    }[];
    return new Map(rows.map((r) => [r.name, r.owner]));
  }

  private tick(): Promise<void> {
    this.ticking = this.renew().finally(() => {
      this.ticking = null;
      if (this.running) this.timer = setTimeout(() => void this.tick(), Math.max(50, Math.floor(this.options.ttlMs / 3)));
    });
    return this.ticking;
  }

  private async renew(): Promise<void> {
    const began = Date.now();
    try {
      const rows = (await this.options.dataSource.query(
        `INSERT INTO projection_leases (name, owner, expires_at)
           SELECT unnest($2::text[]), $1, now() + $3 * interval '1 millisecond'
         ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
           WHERE projection_leases.owner = EXCLUDED.owner OR projection_leases.expires_at < now()
         RETURNING name`,
        [this.owner, this.names, this.options.ttlMs],
      )) as { name: string }[];
      if (!this.running) return;
      this.heldUntil = began + this.options.ttlMs;
      await this.publish(new Set(rows.map((r) => r.name)));
    } catch (error) {
      if (!this.running) return;
      logger.warn({ err: error }, 'could not renew the projection leases');
      // Not renewed: another instance may take them once they expire; stop before that.
      if (Date.now() >= this.heldUntil - Math.floor(this.options.ttlMs / 3)) await this.publish(new Set()).catch(() => undefined);
    }
  }

  private async publish(names: ReadonlySet<string>): Promise<void> {
    const changed = names.size !== this.current.size || [...names].some((n) => !this.current.has(n));
    if (!changed) return;
    await this.options.held(names);
    this.current = names;
  }
}

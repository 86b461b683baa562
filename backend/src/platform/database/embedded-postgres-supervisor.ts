import pg from 'pg';
import { logger } from '../logging/logger.js';
import type { PostgresServer } from './embedded-postgres.mjs';

/** One stop of the embedded PostgreSQL and what the supervisor did about it. */
export interface DatabaseIncident {
  /** When the supervisor noticed the server was gone. */
  stoppedAt: Date;
  /** When it answered again; null while restarting, or when the supervisor gave up. */
  restartedAt: Date | null;
  /** Starts tried for this incident. */
  attempts: number;
  /** How it was noticed: the process's exit code or signal, or the failed probes. */
  reason: string;
}

export type SupervisedState = 'running' | 'restarting' | 'failed';

/**
 * What the admin console and `/api/health` show about the database server the app owns: whether
 * there is one (not with an external DATABASE_URL), its state and its recent incidents. Written by
 * the supervisor, kept in memory (the incidents are about this process's server).
 */
export class DatabaseSupervision {
  state: SupervisedState = 'running';
  /** Newest last; at most MAX_INCIDENTS. */
  readonly incidents: DatabaseIncident[] = [];
  /** Incidents since this process started (also those no longer kept). */
  stops = 0;
  restarts = 0;

  constructor(readonly supervised: boolean) {}
}

const MAX_INCIDENTS = 20;

export interface SupervisorOptions {
  /** Starts tried per incident before giving up (then the app stays 503 and logs an error). */
  maxAttempts?: number;
  /** Wait before the first start; doubled before each further one. */
  backoffMs?: number;
  /** How often the server is probed with `SELECT 1` on a connection of its own. */
  probeIntervalMs?: number;
  /** Probes failed in a row after which a server whose process still runs is taken for hung and stopped (SIGQUIT). */
  probeFailures?: number;
  /** One probe's limit. */
  probeTimeoutMs?: number;
}

/**
 * Keeps the embedded PostgreSQL this process started running (decision 0060): when the postmaster
 * dies (its child process exits, or it stops answering probes), it starts it again on the same
 * data directory and port with bounded retries and backoff, handling the dead server's stale
 * `postmaster.pid` (decision 0021's check). The pools need nothing: pg's pools open new
 * connections to the same URL once the server answers.
 */
export class EmbeddedPostgresSupervisor {
  readonly status = new DatabaseSupervision(true);
  private readonly options: Required<SupervisorOptions>;
  private stopped = false;
  private probeTimer: NodeJS.Timeout | null = null;
  private failedProbes = 0;
  private recovering: Promise<void> | null = null;

  constructor(
    private readonly server: Pick<PostgresServer, 'url' | 'watch' | 'restart' | 'pid'>,
    options: SupervisorOptions = {},
  ) {
    this.options = { maxAttempts: 5, backoffMs: 500, probeIntervalMs: 2_000, probeFailures: 5, probeTimeoutMs: 3_000, ...options };
  }

  start(): void {
    this.server.watch((exit) => this.died(`the server process (pid ${exit.pid}) exited: ${exit.signal ?? `code ${exit.code}`}`));
    this.scheduleProbe();
  }

  /** Before the app stops its server: from here on an exit is no death. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.probeTimer) clearTimeout(this.probeTimer);
    this.probeTimer = null;
    await this.recovering;
  }

  /** Resolves once the current recovery (if any) has ended, restarted or given up. */
  settled(): Promise<void> {
    return this.recovering ?? Promise.resolve();
  }

  private died(reason: string): void {
    if (this.stopped || this.status.state !== 'running') return;
    const incident: DatabaseIncident = { stoppedAt: new Date(), restartedAt: null, attempts: 0, reason };
    this.status.state = 'restarting';
    this.status.stops++;
    this.status.incidents.push(incident);
    if (this.status.incidents.length > MAX_INCIDENTS) this.status.incidents.shift();
    logger.error({ reason }, 'the embedded PostgreSQL stopped; restarting it');
    this.recovering = this.recover(incident).finally(() => (this.recovering = null));
  }

  private async recover(incident: DatabaseIncident): Promise<void> {
    const { maxAttempts, backoffMs } = this.options;
    let lastError: unknown;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      // The dead server's backends end on their own within moments; until they have, a new
      // server refuses to start on their shared memory, hence the wait before every try.
      await delay(backoffMs * 2 ** (attempt - 1));
      if (this.stopped) return;
      incident.attempts = attempt;
      try {
        await this.server.restart();
      } catch (error) {
        lastError = error;
        logger.warn({ err: error, attempt, maxAttempts }, 'the embedded PostgreSQL did not start again');
        continue;
      }
      if (this.stopped) return;
      incident.restartedAt = new Date();
      this.status.state = 'running';
      this.status.restarts++;
      this.failedProbes = 0;
      this.server.watch((exit) => this.died(`the server process (pid ${exit.pid}) exited: ${exit.signal ?? `code ${exit.code}`}`));
      logger.warn(
        { attempts: attempt, downMs: incident.restartedAt.getTime() - incident.stoppedAt.getTime() },
        'the embedded PostgreSQL was restarted',
      );
      return;
    }
    this.status.state = 'failed';
    logger.error(
      { err: lastError, attempts: maxAttempts },
      'the embedded PostgreSQL could not be restarted: the app answers 503 until it is restarted by hand',
    );
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.probeTimer = setTimeout(() => void this.probe().finally(() => this.scheduleProbe()), this.options.probeIntervalMs);
    this.probeTimer.unref();
  }

  /**
   * A server whose process runs but answers nothing for probeFailures probes in a row is hung:
   * an immediate shutdown (SIGQUIT) makes it exit, and its exit starts the recovery.
   */
  private async probe(): Promise<void> {
    if (this.status.state !== 'running') return;
    const client = new pg.Client({ connectionString: this.server.url, connectionTimeoutMillis: this.options.probeTimeoutMs, query_timeout: this.options.probeTimeoutMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      this.failedProbes = 0;
    } catch (error) {
      if (this.stopped || this.status.state !== 'running') return;
      this.failedProbes++;
      logger.warn({ err: error, failedProbes: this.failedProbes }, 'the embedded PostgreSQL did not answer its probe');
      if (this.failedProbes >= this.options.probeFailures) {
        this.failedProbes = 0;
        const pid = this.server.pid();
        if (pid === undefined) this.died(`${this.options.probeFailures} probes failed in a row`);
        else {
          logger.error({ pid }, 'the embedded PostgreSQL answers nothing: stopping it (immediate shutdown) to restart it');
          try {
            process.kill(pid, 'SIGQUIT');
          } catch {
            this.died(`${this.options.probeFailures} probes failed in a row`);
          }
        }
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

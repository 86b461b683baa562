import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { until } from '../../test-support/until.js';
import { CreateJobs1767640000001 } from './migrations/1767640000001-create-jobs.js';
import { Jobs, type ReportProgress } from './jobs.js';

describe('Jobs: work that outlives its request, with progress any instance reads', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let now = new Date('2026-12-07T09:00:00Z');
  const clock = { now: () => now };
  /** A job whose work waits for `release` after reporting one unit of two. */
  const gated = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const work = async (report: ReportProgress<{ rows: string[] }>) => {
      report(1, { rows: ['一'] });
      await gate;
      return { rows: ['一', '二'] };
    };
    return { work, release: () => release() };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: [CreateJobs1767640000001], migrationsRun: true });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('answers the job at once, its progress while it runs, its result when done, and only to its owner', async () => {
    const jobs = new Jobs(dataSource, clock);
    const { work, release } = gated();
    const started = await jobs.start('test', 'owner-1', { total: 2, progress: { rows: [] as string[] } }, work);
    expect(started).toEqual({ id: expect.any(String), state: 'running', total: 2, done: 0, progress: { rows: [] }, error: null });
    const running = await until(() => jobs.find(started.id, 'test', 'owner-1'), (job) => job?.done === 1);
    expect(running).toMatchObject({ state: 'running', progress: { rows: ['一'] } });
    expect(await jobs.find(started.id, 'test', 'someone-else')).toBeNull();
    expect(await jobs.find(started.id, 'other-kind', 'owner-1')).toBeNull();
    expect(await jobs.find('not-a-uuid', 'test', 'owner-1')).toBeNull();
    release();
    await jobs.settled();
    expect(await jobs.find(started.id, 'test', 'owner-1')).toEqual({ ...started, state: 'done', done: 2, progress: { rows: ['一', '二'] } });
  });

  it('records a failure with a Japanese message and the progress reached', async () => {
    const jobs = new Jobs(dataSource, clock);
    const started = await jobs.start('test', 'owner-1', { total: 3, progress: 0 }, async (report) => {
      report(1, 1);
      throw new Error('boom');
    });
    await jobs.settled();
    expect(await jobs.find(started.id, 'test', 'owner-1')).toMatchObject({ state: 'failed', done: 1, progress: 1, error: expect.stringContaining('予期しないエラー') });
  });

  it('marks its running jobs interrupted when the instance stops, and another instance reads a job that stopped moving as interrupted', async () => {
    const stopping = new Jobs(dataSource, clock);
    const first = gated();
    const stopped = await stopping.start('test', 'owner-1', { total: 2, progress: { rows: [] as string[] } }, first.work);
    await stopping.onApplicationShutdown();
    expect(await new Jobs(dataSource, clock).find(stopped.id, 'test', 'owner-1')).toMatchObject({ state: 'interrupted', error: expect.stringContaining('中断') });
    first.release();

    // A crash: no shutdown, the row stays `running`; two minutes without progress read as interrupted elsewhere.
    const crashed = new Jobs(dataSource, clock);
    const second = gated();
    const lost = await crashed.start('test', 'owner-1', { total: 2, progress: { rows: [] as string[] } }, second.work);
    const elsewhere = new Jobs(dataSource, clock);
    expect(await until(() => elsewhere.find(lost.id, 'test', 'owner-1'), (job) => job?.done === 1)).toMatchObject({ state: 'running' });
    now = new Date(now.getTime() + 121_000);
    expect(await elsewhere.find(lost.id, 'test', 'owner-1')).toMatchObject({ state: 'interrupted', done: 1 });
    // The instance still running it knows better.
    expect(await crashed.find(lost.id, 'test', 'owner-1')).toMatchObject({ state: 'running' });
    second.release();
    await crashed.settled();
  });
});

import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../create-app.js';
import { loadConfig } from '../../platform/config/app-config.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { signIn } from '../../test-support/sign-in.js';

describe('demo points', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'true' }), db.url);
    // The demo seed takes ~20 s alone and more beside other suites: the same bound as the seeder's spec.
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('seeds purchases through the shop, so the ledger is not empty and each demo account wears its title', async () => {
    const hr = await signIn(app, 'hr@demo.example');
    const ledger = (await hr.agent.get('/api/pffr/points/ledger?type=shop_purchase').expect(200)).body as { transactions: { userName: string; actedBy: string }[] };
    expect(ledger.transactions.length).toBeGreaterThanOrEqual(4);
    expect(ledger.transactions.every((t) => t.actedBy)).toBe(true);
    const equipped = (await hr.agent.get('/api/pffr/shop/equipped').expect(200)).body as { id: string }[];
    expect(equipped.map((i) => i.id)).toContain('title-first-step');
  });

  it.each(['manager@demo.example', 'member@demo.example', 'hr@demo.example', 'admin@demo.example'])(
    "gives %s a points history in date order: each day's balance follows from the day before, and never exceeds the total earned",
    async (email) => {
      const user = await signIn(app, email);
      const history = (await user.agent.get('/api/pffr/points/history').expect(200)).body as { date: string; earned: number; spent: number; balance: number; total: number }[];
      expect(history.length).toBeGreaterThan(0);
      let balance = 0;
      const problems = history.flatMap((day) => {
        balance += day.earned - day.spent;
        const wrong: string[] = [];
        if (day.balance !== balance) wrong.push(`${day.date}: balance ${day.balance}, but the days so far make ${balance}`);
        if (day.balance > day.total) wrong.push(`${day.date}: balance ${day.balance} above the total earned ${day.total}`);
        return wrong;
      });
      expect(problems).toEqual([]);
    },
  );
});

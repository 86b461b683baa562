import { loadConfig } from '../config/app-config.js';
import { DeploymentClock } from './deployment-clock.js';

describe('DeploymentClock', () => {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), timeZone: 'Asia/Tokyo' };

  it("answers today's date in the deployment's zone, not in UTC", () => {
    const clock = new DeploymentClock({ now: () => new Date('2026-05-31T15:30:00Z') }, config);
    expect(clock.today()).toBe('2026-06-01');
    expect(clock.timeZone).toBe('Asia/Tokyo');
  });

  it('reads the clock at each call, so a test that moves the clock moves it', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const clock = new DeploymentClock({ now: () => now }, config);
    expect(clock.now()).toEqual(new Date('2026-01-01T00:00:00Z'));
    now = new Date('2026-03-01T00:00:00Z');
    expect(clock.now()).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(clock.today()).toBe('2026-03-01');
  });
});

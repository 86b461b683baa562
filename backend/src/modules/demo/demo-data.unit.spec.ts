import { calendarDate, daysBetween } from '../../platform/time/calendar.js';
import { DEMO_DEPARTMENTS, DEMO_MEMBERS, DEMO_POSITIONS, HISTORY_DAYS, addDays, demoPlan, zonedInstant } from './demo-data.js';

const TIME_ZONE = 'Asia/Tokyo';
const NOW = new Date('2026-03-10T03:00:00Z'); // 12:00 in Tokyo
const TODAY = calendarDate(NOW, TIME_ZONE);

describe('the demo plan', () => {
  const plan = demoPlan(NOW, TIME_ZONE);

  it('has four departments with distinct colours and five positions with levels 1–10', () => {
    expect(DEMO_DEPARTMENTS.map((d) => d.name)).toEqual(['営業部', '開発部', '人事部', 'カスタマーサクセス部']);
    expect(new Set(DEMO_DEPARTMENTS.map((d) => d.color)).size).toBe(4);
    expect(DEMO_POSITIONS).toHaveLength(5);
    for (const p of DEMO_POSITIONS) expect(p.level).toBeGreaterThanOrEqual(1);
    for (const p of DEMO_POSITIONS) expect(p.level).toBeLessThanOrEqual(10);
  });

  it('has about twenty members with unique e-mails, the demo manager and member among them', () => {
    expect(DEMO_MEMBERS.length).toBeGreaterThanOrEqual(18);
    expect(new Set(DEMO_MEMBERS.map((m) => m.email)).size).toBe(DEMO_MEMBERS.length);
    expect(DEMO_MEMBERS.map((m) => m.email)).toEqual(expect.arrayContaining(['manager@demo.example', 'member@demo.example']));
  });

  it('gives every member 4–8 moves on the MS board, in time order, on the board, over about four months', () => {
    for (const m of plan.members) {
      const [placed, ...moves] = m.msTrail;
      expect(moves.length).toBeGreaterThanOrEqual(4);
      expect(moves.length).toBeLessThanOrEqual(8);
      expect(m.registeredAt.getTime()).toBeLessThan(placed.at.getTime());
      for (let i = 1; i < m.msTrail.length; i++) expect(m.msTrail[i].at.getTime()).toBeGreaterThan(m.msTrail[i - 1].at.getTime());
      for (const p of m.msTrail) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(1);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(1);
      }
      expect(daysBetween(calendarDate(placed.at, TIME_ZONE), TODAY)).toBeGreaterThan(100);
      expect(moves[moves.length - 1].at.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('shows growth: every member ends more skilled (right) and more motivated (up) than they started', () => {
    const drift = plan.members.map((m) => {
      const first = m.msTrail[0];
      const last = m.msTrail[m.msTrail.length - 1];
      return { dx: last.x - first.x, dy: last.y - first.y };
    });
    for (const d of drift) expect(d.dx).toBeGreaterThan(0);
    for (const d of drift) expect(d.dy).toBeLessThan(0);
  });

  it('gives the 1on1 board past sessions, upcoming ones, and one entry gone stale', () => {
    expect(plan.oneOnOnes).toHaveLength(8);
    const last = plan.oneOnOnes.map((o) => o.sessions[o.sessions.length - 1]);
    for (const o of plan.oneOnOnes) {
      for (const s of o.sessions) {
        expect(s.sessionDate <= TODAY).toBe(true);
        expect(s.nextSessionDate > s.sessionDate).toBe(true);
        expect(s.at.getTime()).toBeGreaterThan(o.createdAt.getTime());
      }
    }
    expect(last.filter((s) => s.nextSessionDate >= TODAY).length).toBeGreaterThanOrEqual(3);
    expect(last.filter((s) => daysBetween(s.sessionDate, TODAY) > 14)).toHaveLength(1);
  });

  it('dates everything after the team was set up and before now', () => {
    const setup = plan.setupAt(0);
    expect(daysBetween(calendarDate(setup, TIME_ZONE), TODAY)).toBe(HISTORY_DAYS);
    const instants = [
      ...plan.members.flatMap((m) => [m.registeredAt, ...m.msTrail.map((p) => p.at)]),
      ...plan.oneOnOnes.flatMap((o) => [o.createdAt, ...o.sessions.flatMap((s) => [s.at, ...(s.moveTo ? [s.moveTo.at] : [])])]),
    ];
    for (const at of instants) {
      expect(at.getTime()).toBeGreaterThan(setup.getTime());
      expect(at.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('is the same every time for the same day', () => {
    expect(demoPlan(NOW, TIME_ZONE)).toEqual(expect.objectContaining({ members: plan.members, oneOnOnes: plan.oneOnOnes }));
  });
});

describe('calendar helpers', () => {
  it('adds days across month ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('finds the instant of a wall-clock time in a time zone', () => {
    expect(zonedInstant('2026-03-10', 9, 30, 'Asia/Tokyo').toISOString()).toBe('2026-03-10T00:30:00.000Z');
    expect(zonedInstant('2026-07-01', 9, 0, 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
});

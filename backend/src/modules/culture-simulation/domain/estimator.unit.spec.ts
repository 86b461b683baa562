import { DAY_MS, MONTH_MS, reachOf, type MemberHistory, type TeamHistory } from './culture-model.js';
import { estimateTeam, memberVelocity, type ModelTerm, type TeamEstimate } from './estimator.js';
import { normal, seededRandom } from './stats.js';
import { aSyntheticTeam, SATURATING, WELL_OBSERVED, type SyntheticTeamOptions, type TrueEffects } from './synthetic-team.mother.js';

/** A point at levels only (the place on the board is not what these tests are about). */
const at = (when: number, skill: number, mindset: number) => ({ at: when, skill, mindset, x: skill / 120, y: 1 - mindset / 100 });

const truth = (effects: TrueEffects, term: ModelTerm, settling = 0): number => {
  if (term === 'intercept') return effects.intercept;
  if (term === 'progress') return -settling;
  if (term === 'gifts') return effects.gifts;
  if (term === 'learning') return effects.learning;
  return effects.session[term.slice('session_'.length) as keyof TrueEffects['session']] ?? 0;
};

const measuredTerms = (estimate: TeamEstimate) => estimate.terms.filter((t) => t.measured);

describe('the estimator on synthetic teams whose true velocities are known', () => {
  it('recovers every effect within its 95 % interval on a well observed team', () => {
    const estimate = estimateTeam(aSyntheticTeam({ ...WELL_OBSERVED, seed: 7 }));
    expect(estimate.modelInsufficient).toBeNull();
    expect(measuredTerms(estimate).map((t) => t.term)).toEqual(['intercept', 'session_strategy', 'session_trust_building', 'gifts', 'learning', 'progress']);
    for (const term of measuredTerms(estimate)) {
      for (const axis of ['skill', 'mindset'] as const) {
        const value = truth(WELL_OBSERVED[axis], term.term);
        expect({ term: term.term, axis, inside: term[axis]!.low <= value && value <= term[axis]!.high }).toEqual({ term: term.term, axis, inside: true });
      }
    }
  });

  it('covers the truth about 95 % of the time over many teams, saturating ones and members who differ included (the intervals are honest, not just wide)', () => {
    let inside = 0;
    let total = 0;
    let width = 0;
    let nearEdge = 0;
    for (let seed = 1; seed <= 40; seed++) {
      // Every other team starts high and grows fast; every third has members with their own pace; every fourth settles before the edge.
      const options: SyntheticTeamOptions = {
        ...(seed % 2 === 0 ? SATURATING : WELL_OBSERVED),
        members: 12,
        steps: 12,
        seed,
        memberSd: seed % 3 === 0 ? 0.03 : 0,
        settling: seed % 4 === 1 ? 0.3 : 0,
      };
      const team = aSyntheticTeam(options);
      nearEdge += team.members.filter((m) => reachOf(m.points[m.points.length - 1], 'skill') > 0.95).length;
      const estimate = estimateTeam(team);
      for (const term of measuredTerms(estimate)) {
        for (const axis of ['skill', 'mindset'] as const) {
          const value = truth(options[axis], term.term, options.settling);
          total++;
          if (term[axis]!.low <= value && value <= term[axis]!.high) inside++;
          width += term[axis]!.high - term[axis]!.low;
        }
      }
    }
    expect(total).toBe(40 * 6 * 2);
    // The saturating teams do reach the edge: the model is tested where linear growth would run off the board.
    expect(nearEdge).toBeGreaterThan(40);
    expect(inside / total).toBeGreaterThan(0.88);
    expect(inside / total).toBeLessThanOrEqual(0.99);
    expect(width / total).toBeLessThan(0.2);
  });

  it("recovers each member's own pace within its interval, pooled towards the team's where the history is thin", () => {
    const team = aSyntheticTeam({ ...WELL_OBSERVED, members: 60, seed: 3, memberSd: 0.05 });
    const estimate = estimateTeam(team);
    const model = estimate.model!;
    expect(model.skill.regression.betweenSd).toBeGreaterThan(0.02);
    expect(model.skill.regression.betweenSd).toBeLessThan(0.1);
    for (const axis of ['skill', 'mindset'] as const) {
      const covered = team.members.filter((m) => {
        const own = model[axis].regression.groups.get(m.memberId)!;
        const half = 1.96 * Math.sqrt(own.variance);
        const trueOffset = team.offsets.get(m.memberId)![axis];
        return own.offset - half <= trueOffset && trueOffset <= own.offset + half;
      }).length;
      expect(covered / team.members.length).toBeGreaterThanOrEqual(0.85);
    }
    // Their pace today without levers (intercept + own offset) lies within its interval for most members.
    for (const axis of ['skill', 'mindset'] as const) {
      const covered = estimate.members.filter((m) => {
        const truePace = WELL_OBSERVED[axis].intercept + team.offsets.get(m.memberId)![axis];
        return m.pace![axis].low <= truePace && truePace <= m.pace![axis].high;
      }).length;
      expect(covered / estimate.members.length).toBeGreaterThanOrEqual(0.85);
    }
    // A member seen for two weeks is pulled most of the way to the team's pace; one seen for months keeps their own.
    const thin = { ...team, members: team.members.map((m, i) => (i === 0 ? { ...m, points: m.points.slice(0, 2) } : m)) };
    const thinModel = estimateTeam(thin).model!;
    const thinOwn = thinModel.skill.regression.groups.get('member-0')!;
    const fullOwn = thinModel.skill.regression.groups.get('member-1')!;
    expect(thinOwn.variance).toBeGreaterThan(fullOwn.variance * 2);
    const thinPace = estimateTeam(thin).members.find((m) => m.memberId === 'member-0')!.pace!.skill;
    const fullPace = estimateTeam(thin).members.find((m) => m.memberId === 'member-1')!.pace!.skill;
    expect(thinPace.high - thinPace.low).toBeGreaterThan(fullPace.high - fullPace.low);
  });

  it("recovers each member's own velocity in levels within its interval (the measured trail, shown as it is)", () => {
    const random = seededRandom(3);
    const now = Date.UTC(2026, 10, 1);
    const members: MemberHistory[] = Array.from({ length: 60 }, (_, m) => {
      let skill = 30;
      let mindset = 60;
      let when = now - 300 * DAY_MS;
      const points = [at(when, skill, mindset)];
      for (let k = 0; k < 20; k++) {
        const months = (14 * DAY_MS) / MONTH_MS;
        skill += 2 * months + 3 * Math.sqrt(months) * normal(random);
        mindset += -1 * months + 3 * Math.sqrt(months) * normal(random);
        when += 14 * DAY_MS;
        points.push(at(when, skill, mindset));
      }
      return { memberId: `m${m}`, name: `M${m}`, points };
    });
    const velocities = members.map(memberVelocity);
    const skillInside = velocities.filter((v) => v.skill!.low <= 2 && 2 <= v.skill!.high).length / velocities.length;
    const mindsetInside = velocities.filter((v) => v.mindset!.low <= -1 && -1 <= v.mindset!.high).length / velocities.length;
    expect([skillInside, mindsetInside].every((share) => share >= 0.85 && share <= 1)).toBe(true);
    expect(velocities.every((v) => v.insufficient === null && v.points === 21)).toBe(true);
  });

  it('measures how growth settles before the edge, and does without it when no trail has two segments', () => {
    const settling = estimateTeam(aSyntheticTeam({ ...WELL_OBSERVED, seed: 13, settling: 0.3 }));
    const progress = settling.terms.find((t) => t.term === 'progress')!;
    expect(progress.skill!.high).toBeLessThan(0);
    expect(progress.skill!.low <= -0.3 && -0.3 <= progress.skill!.high).toBe(true);
    const steady = estimateTeam(aSyntheticTeam({ ...WELL_OBSERVED, seed: 13 })).terms.find((t) => t.term === 'progress')!;
    expect(steady.skill!.low <= 0 && 0 <= steady.skill!.high).toBe(true);
    const short = estimateTeam(aSyntheticTeam({ ...WELL_OBSERVED, members: 20, steps: 1, seed: 13 }));
    expect(short.model).not.toBeNull();
    expect(short.terms.find((t) => t.term === 'progress')!.measured).toBe(false);
    expect(short.model!.skill.origins.size).toBe(0);
  });

  it('marks an effect with no variation in the history as not measured instead of guessing it', () => {
    const team = aSyntheticTeam({ ...WELL_OBSERVED, seed: 11 });
    const estimate = estimateTeam({ ...team, learning: [] });
    const learning = estimate.terms.find((t) => t.term === 'learning')!;
    expect(learning).toEqual({ term: 'learning', measured: false, exposure: 0, skill: null, mindset: null });
    expect(estimate.terms.find((t) => t.term === 'session_mixed')!.measured).toBe(false);
  });

  it('says the history is too thin instead of inventing a trend', () => {
    const now = Date.UTC(2026, 10, 1);
    const thin: TeamHistory = {
      members: [
        { memberId: 'a', name: 'A', points: [at(now - 10 * DAY_MS, 40, 40), at(now - 5 * DAY_MS, 45, 42)] },
        { memberId: 'b', name: 'B', points: [at(now - 3 * DAY_MS, 60, 70)] },
        {
          memberId: 'c',
          name: 'C',
          points: [
            at(now - 20 * DAY_MS, 40, 40),
            at(now - 15 * DAY_MS, 41, 40),
            at(now - 10 * DAY_MS, 42, 40),
          ],
        },
      ],
      sessions: [],
      gifts: [],
      learning: [],
      now,
    };
    const estimate = estimateTeam(thin);
    expect(estimate.model).toBeNull();
    expect(estimate.modelInsufficient).toEqual({ reason: 'too_few_segments', segments: 3, members: 2 });
    expect(estimate.members.map((m) => [m.memberId, m.insufficient, m.skill])).toEqual([
      ['a', 'too_few_points', null],
      ['b', 'too_few_points', null],
      ['c', 'too_short_span', null],
    ]);
    expect(estimate.terms.every((t) => !t.measured)).toBe(true);
  });

  it('measures the recent cadence per quadrant, the participation and the learning rate from the history', () => {
    const now = Date.UTC(2026, 10, 1);
    const start = now - 3 * MONTH_MS;
    const history: TeamHistory = {
      members: [
        { memberId: 'owner', name: 'O', points: [at(start, 70, 70)] },
        { memberId: 'low', name: 'L', points: [at(start, 20, 20)] },
      ],
      sessions: [
        { memberId: 'low', at: start + 10 * DAY_MS, approach: 'trust_building' },
        { memberId: 'low', at: start + 40 * DAY_MS, approach: 'trust_building' },
        { memberId: 'low', at: start + 70 * DAY_MS, approach: 'mixed' },
      ],
      gifts: [{ memberId: 'owner', at: start + 5 * DAY_MS, kind: 'feedback' }],
      learning: [{ memberId: 'low', at: start + 20 * DAY_MS }],
      now,
    };
    const { baseline } = estimateTeam(history);
    expect(baseline.cadence).toEqual({ highHigh: 0, highMindset: null, highSkill: null, lowLow: 1.01 });
    expect(baseline.approach).toEqual({ highHigh: null, highMindset: null, highSkill: null, lowLow: 'trust_building' });
    expect(baseline.growthCycleParticipation).toBe(0.5);
    expect(baseline.giftsPerParticipantMonth).toBeCloseTo(0.34, 2);
    expect(baseline.learningPerMonth).toBeCloseTo(0.169, 3);
  });
});

import type { TermEstimateResponse } from '../../../shared/api/generated/culture-simulation';
import { casesToTell, cultureVerdict, MIN_EFFECT_CASES, termVerdict } from './verdict';

const interval = (estimate: number, standardError: number) => ({ estimate, standardError, low: estimate - 1.96 * standardError, high: estimate + 1.96 * standardError });
const term = (overrides: Partial<TermEstimateResponse>): TermEstimateResponse => ({
  term: 'session_trust_building',
  measured: true,
  exposure: 20,
  skill: interval(0, 1),
  mindset: interval(0, 1),
  ...overrides,
});

describe("the culture simulation's verdict", () => {
  it('says a factor helps when an interval lies above zero on enough cases, naming the axis', () => {
    expect(termVerdict(term({ skill: interval(2, 0.5) }))).toEqual({ kind: 'helps', term: 'session_trust_building', axes: ['skill'], cases: 20 });
    expect(termVerdict(term({ skill: interval(2, 0.5), mindset: interval(1, 0.4) }))).toMatchObject({ kind: 'helps', axes: ['skill', 'mindset'] });
  });

  it('says a factor goes with slower growth when an interval lies below zero', () => {
    expect(termVerdict(term({ mindset: interval(-1, 0.3) }))).toMatchObject({ kind: 'hurts', axes: ['mindset'] });
  });

  it('cannot tell yet when every interval crosses zero, and computes the cases an interval would need to clear it', () => {
    // 20 cases, estimate 0.5, SE 0.5: 20 × (1.96 × 0.5 / 0.5)² = 76.8 → 77.
    expect(casesToTell(interval(0.5, 0.5), 20)).toBe(77);
    expect(termVerdict(term({ skill: interval(0.5, 0.5), mindset: interval(-0.2, 1) }))).toEqual({ kind: 'unclear', term: 'session_trust_building', cases: 20, needed: 77 });
    // An estimate of zero: no number of cases tells.
    expect(termVerdict(term({}))).toMatchObject({ kind: 'unclear', needed: null });
  });

  it('hides an effect measured on too few cases, however clear its interval, and says how many it needs', () => {
    const thin = termVerdict(term({ exposure: 3, skill: interval(5, 0.1) }));
    expect(thin).toEqual({ kind: 'tooFew', term: 'session_trust_building', cases: 3, needed: MIN_EFFECT_CASES });
    // A wide interval needs more than the floor: 4 × (1.96 × 1 / 0.5)² = 61.5 → 62.
    expect(termVerdict(term({ exposure: 4, skill: interval(0.5, 1), mindset: null, measured: true }))).toMatchObject({ kind: 'tooFew', needed: 62 });
  });

  it('leaves out the intercept and the slowing with progress, and says so when no model could be fitted', () => {
    const base = { terms: [term({ term: 'intercept', skill: interval(3, 0.1) }), term({ term: 'progress' }), term({ term: 'gifts', skill: interval(1, 0.1) })], modelInsufficient: null };
    const verdict = cultureVerdict(base as never);
    expect(verdict).toEqual({ kind: 'model', terms: [{ kind: 'helps', term: 'gifts', axes: ['skill'], cases: 20 }] });
    expect(cultureVerdict({ terms: [], modelInsufficient: { reason: 'too_few_segments', segments: 4, members: 2, neededSegments: 12, neededMembers: 3 } } as never)).toEqual({
      kind: 'noModel',
      segments: 4,
      neededSegments: 12,
      members: 2,
      neededMembers: 3,
    });
  });
});

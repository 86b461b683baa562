import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BaselineResponse, CultureMeasurementsResponse, CultureSimulationResponse, SimulateCultureRequest } from '../../../shared/api/generated/culture-simulation';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { clearOfZero, formatInterval, scenarioFromBaseline, seriesPaths } from '../lib/culture-format';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 120_000;
const pageLoad = { timeout: 15_000 };

const interval = (estimate: number, low: number, high: number) => ({ estimate, low, high, standardError: (high - low) / 4 });
const cell = (segments: number) => ({ segments, members: Math.min(segments, 3), months: segments, skill: segments > 1 ? interval(1, 0.2, 1.8) : null, mindset: segments > 1 ? interval(0.5, -0.3, 1.3) : null });

const aBaseline = (overrides: Partial<BaselineResponse> = {}): BaselineResponse => ({
  cadence: { highHigh: 0.4, highMindset: null, highSkill: 1.26, lowLow: 0.8 },
  approach: { highHigh: 'strategy', highMindset: null, highSkill: 'trust_building', lowLow: 'trust_building' },
  growthCycleParticipation: 0.1,
  giftsPerParticipantMonth: 3.2,
  learningPerMonth: 0.03,
  windowDays: 90,
  ...overrides,
});

const aMeasurement = (overrides: Partial<CultureMeasurementsResponse> = {}): CultureMeasurementsResponse => ({
  teamId: 'team-culture',
  measuredAt: '2026-11-28T00:00:00.000Z',
  firstAt: '2026-07-29T01:05:00.000Z',
  counts: { members: 20, points: 117, sessions: 27, gifts: 21, learning: 3 },
  segments: 97,
  membersWithSegments: 20,
  modelInsufficient: null,
  members: [
    { memberId: 'm1', memberName: '田中 結衣', points: 6, spanDays: 118, skillLevel: 48, mindsetLevel: 62, quadrant: 'highMindset', skill: interval(3.1, 2.2, 4), mindset: interval(2.4, 1.1, 3.7), insufficient: null, skillPace: interval(6.2, 3.1, 9.3), mindsetPace: interval(4.4, 1.2, 7.6) },
    { memberId: 'm2', memberName: '前田 愛', points: 2, spanDays: 10, skillLevel: 5, mindsetLevel: 20, quadrant: 'lowLow', skill: null, mindset: null, insufficient: 'too_few_points', skillPace: interval(7.5, -2.5, 17.5), mindsetPace: interval(6, -4, 16) },
  ],
  terms: [
    { term: 'intercept', measured: true, exposure: 97, skill: interval(2.31, 1.52, 3.1), mindset: interval(1.9, 1.1, 2.7) },
    { term: 'session_trust_building', measured: true, exposure: 12, skill: interval(0.8, -0.4, 2), mindset: interval(1.5, 0.3, 2.7) },
    { term: 'session_mixed', measured: false, exposure: 0, skill: null, mindset: null },
    { term: 'learning', measured: true, exposure: 2, skill: interval(4, -6, 14), mindset: interval(1, -9, 11) },
    { term: 'progress', measured: true, exposure: 97, skill: interval(-27.75, -38.64, -16.87), mindset: interval(-27.24, -42.53, -11.95) },
  ],
  quadrants: (['highHigh', 'highMindset', 'highSkill', 'lowLow'] as const).map((quadrant) => ({
    quadrant,
    memberMonths: 10,
    sessions: 3,
    withSessions: cell(3),
    withoutSessions: cell(1),
    byApproach: [
      { approach: 'strategy' as const, ...cell(0) },
      { approach: 'trust_building' as const, ...cell(3) },
    ],
  })),
  baseline: aBaseline(),
  currentDistribution: { highHigh: 5, highMindset: 6, highSkill: 3, lowLow: 6 },
  limits: { cadenceMax: 8, learningMax: 10, horizonMin: 1, horizonMax: 24, runsMin: 100, runsMax: 5000 },
  ...overrides,
});

const aResult = (share: number): CultureSimulationResponse => ({
  ownerShare: Array.from({ length: 13 }, (_, month) => ({ month, date: `2027-${String((month % 12) + 1).padStart(2, '0')}-28`, mean: share, p10: share - 0.1, p50: share, p90: share + 0.1 })),
  distributions: [3, 6, 12].map((month) => ({
    month,
    date: `2027-0${(month % 9) + 1}-28`,
    quadrants: {
      highHigh: { mean: 20 * share, p10: 20 * share - 2, p50: 20 * share, p90: 20 * share + 2 },
      highMindset: { mean: 5, p10: 3, p50: 5, p90: 7 },
      highSkill: { mean: 3, p10: 2, p50: 3, p90: 4 },
      lowLow: { mean: 2, p10: 1, p50: 2, p90: 3 },
    },
  })),
  members: 20,
  runs: 500,
  seed: 11,
  horizonMonths: 12,
  startDate: '2026-11-28',
  assumedZero: ['session_mixed'],
});

describe('culture simulation: pure helpers', () => {
  it('writes an estimate with its interval and knows when the sign is sure', () => {
    expect(formatInterval(interval(1.2, 0.4, 2))).toBe('+1.20（0.40〜2.00）');
    expect(formatInterval(null)).toBeNull();
    expect([clearOfZero(interval(1, 0.1, 2)), clearOfZero(interval(1, -0.1, 2)), clearOfZero(interval(-1, -2, -0.5))]).toEqual([true, false, true]);
  });

  it('starts a scenario from the measured baseline: no cadence where nobody was, the approach used most elsewhere', () => {
    const scenario: SimulateCultureRequest = scenarioFromBaseline(aBaseline(), 42);
    expect(scenario).toEqual({
      parameters: {
        cadence: { highHigh: 0.4, highMindset: 0, highSkill: 1.3, lowLow: 0.8 },
        approach: { highHigh: 'strategy', highMindset: 'strategy', highSkill: 'trust_building', lowLow: 'trust_building' },
        growthCycleParticipation: 0.1,
        learningPerMonth: 0,
      },
      horizonMonths: 12,
      runs: 500,
      seed: 42,
    });
  });

  it('draws the band between p10 and p90 and the median through p50', () => {
    const paths = seriesPaths({ name: 'A', color: '#000', points: [{ month: 0, p10: 0, p50: 0.5, p90: 1 }, { month: 12, p10: 0.25, p50: 0.5, p90: 0.75 }] }, 12, 120, 100);
    expect(paths.median).toBe('M0.0,50.0L120.0,50.0');
    expect(paths.band).toBe('M0.0,0.0L120.0,25.0L120.0,75.0L0.0,100.0Z');
  });
});

describe('culture simulation screen', () => {
  const team = aTeam({ id: 'team-culture', name: 'デモチーム' });

  it(
    'shows what was measured with intervals and sample sizes, and runs two scenarios side by side',
    async () => {
      const requests: SimulateCultureRequest[] = [];
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/teams', () => HttpResponse.json([team])),
        http.get('/api/culture-simulation/teams/:teamId/measurements', () => HttpResponse.json(aMeasurement())),
        http.get('/api/culture-simulation/teams/:teamId/scenarios', () => HttpResponse.json([])),
        http.post('/api/culture-simulation/teams/:teamId/simulations', async ({ request }) => {
          const body = (await request.json()) as SimulateCultureRequest;
          requests.push(body);
          return HttpResponse.json(aResult(requests.length === 1 ? 0.3 : 0.55));
        }),
      );
      renderApp('/community/culture-simulation');
      expect(await screen.findByText('成長の速さに何が効いているか', {}, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('+2.31（1.52〜3.10）')).toBeInTheDocument();
      expect(screen.getAllByText('測定不可（データなし）')).toHaveLength(2);
      expect(screen.getByText('117')).toBeInTheDocument();
      // Growth that settles is a row of the model, and each member's own pace is pooled where thin.
      expect(screen.getByText('これまでの進み具合による減速')).toBeInTheDocument();
      expect(screen.getByText('-27.75（-38.64〜-16.87）')).toBeInTheDocument();
      await user.click(screen.getByText('メンバーごとの成長速度（2人）'));
      expect(await screen.findByText('+6.20（3.10〜9.30）')).toBeInTheDocument();
      expect(screen.getByText('+7.50（-2.50〜17.50）')).toBeInTheDocument();

      const b = screen.getByRole('region', { name: 'シナリオB' });
      const lowLow = within(b).getByLabelText('シナリオB 育成・支援 1on1の頻度（月あたり回数）');
      expect(lowLow).toHaveValue('0.8');
      await user.tripleClick(lowLow);
      await user.keyboard('4');
      await user.click(screen.getByRole('button', { name: 'シナリオA: シミュレーションを実行' }));
      await user.click(within(b).getByRole('button', { name: 'シナリオB: シミュレーションを実行' }));
      await waitFor(() => expect(requests).toHaveLength(2));
      expect(requests[0].parameters.cadence.lowLow).toBe(0.8);
      expect(requests[1].parameters.cadence.lowLow).toBe(4);
      expect(requests[0].seed).toBe(requests[1].seed);

      const chart = await screen.findByRole('img', { name: '活躍・リーダー候補の割合の推移: シナリオA、シナリオB' }, pageLoad);
      expect(chart.querySelectorAll('[data-testid="owner-share-series"]')).toHaveLength(2);
      expect(screen.getByText(/成長はマトリックスの端に近づくほど緩やかになり/)).toBeInTheDocument();
      expect(within(b).getByText('12か月後: 活躍・リーダー候補 55%（45%〜65%）')).toBeInTheDocument();
      expect(within(b).getAllByText(/効果0として計算しています/)).toHaveLength(1);
    },
    slowTest,
  );

  it(
    'says the history is too thin instead of a trend, and offers no projection',
    async () => {
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/teams', () => HttpResponse.json([team])),
        http.get('/api/culture-simulation/teams/:teamId/measurements', () =>
          HttpResponse.json(
            aMeasurement({
              modelInsufficient: { reason: 'too_few_segments', segments: 3, members: 2, neededSegments: 12, neededMembers: 3 },
              terms: [{ term: 'intercept', measured: false, exposure: 3, skill: null, mindset: null }],
            }),
          ),
        ),
        http.get('/api/culture-simulation/teams/:teamId/scenarios', () => HttpResponse.json([])),
      );
      renderApp('/community/culture-simulation');
      expect(await screen.findByText(/履歴が少ないため、傾向を推定していません（移動の記録 3区間・2人/, {}, pageLoad)).toBeInTheDocument();
      expect(screen.queryByText('成長の速さに何が効いているか')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /シミュレーションを実行/ })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'tells a plain member why the page is for the leaders, without asking the server',
    async () => {
      let asked = false;
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/teams', () => HttpResponse.json([aTeam({ id: 'team-plain', canReadBoard: false, canManage: false })])),
        http.get('/api/culture-simulation/teams/:teamId/measurements', () => {
          asked = true;
          return HttpResponse.json(aMeasurement());
        }),
      );
      renderApp('/community/culture-simulation');
      expect(await screen.findByText(/チームのリーダーと管理者だけが利用できます/, {}, pageLoad)).toBeInTheDocument();
      expect(asked).toBe(false);
    },
    slowTest,
  );
});

import { nextSampleTeamStep, UNFINISHED_CLAIM_GRACE_MS, type SampleTeamState } from './sample-team.js';

describe('nextSampleTeamStep', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const claimedAgo = (ms: number): SampleTeamState => ({ status: 'building', teamId: 't1', claimedAt: new Date(now.getTime() - ms).toISOString() });

  it.each<[string, SampleTeamState, boolean, ReturnType<typeof nextSampleTeamStep>]>([
    ['claims when the user never had one', { status: 'none' }, false, { kind: 'claim' }],
    ['answers a created team that still exists', { status: 'created', teamId: 't1' }, true, { kind: 'answer', teamId: 't1' }],
    ['claims anew when the created team was deleted', { status: 'created', teamId: 't1' }, false, { kind: 'claim' }],
    ['waits for a team another request is building', claimedAgo(1_000), false, { kind: 'wait', teamId: 't1' }],
    ['claims anew past the grace of a build that stopped', claimedAgo(UNFINISHED_CLAIM_GRACE_MS), false, { kind: 'claim' }],
  ])('%s', (_, state, teamExists, step) => {
    expect(nextSampleTeamStep(state, now, teamExists)).toEqual(step);
  });
});

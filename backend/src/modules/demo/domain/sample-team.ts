import { assertNever } from '../../../platform/domain/decider.js';
import type { Evolver } from '../../../platform/domain/aggregate-store.js';
import type { SampleTeamEvent } from '../events/sample-team.events.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

export const sampleTeamStream = streamCategory('sample-team');

/**
 * How long a claim whose team was never finished blocks a new one: past it the request that
 * claimed it is taken to have stopped (a crash), and the next click claims a new team.
 */
export const UNFINISHED_CLAIM_GRACE_MS = 60_000;

/** The user's latest sample team claim, or none (never claimed, or the last build was abandoned). */
export type SampleTeamState =
  | { status: 'none' }
  | { status: 'building'; teamId: string; claimedAt: string }
  | { status: 'created'; teamId: string };

/** What a click does, given the claim stream and whether the claimed team still exists. */
export type SampleTeamStep = { kind: 'answer'; teamId: string } | { kind: 'wait'; teamId: string } | { kind: 'claim' };

export const sampleTeamEvolver: Evolver<SampleTeamState, SampleTeamEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'SampleTeamClaimed':
        return { status: 'building', teamId: event.data.teamId, claimedAt: event.data.claimedAt };
      case 'SampleTeamCreated':
        return { status: 'created', teamId: event.data.teamId };
      case 'SampleTeamAbandoned':
        return { status: 'none' };
      default:
        return assertNever(event);
    }
  },
};

/**
 * A created team that still exists is answered; one being built by another request is waited
 * for, unless its claim is older than the grace; anything else (none yet, the team deleted, a
 * stopped build) is claimed anew.
 */
export function nextSampleTeamStep(state: SampleTeamState, now: Date, teamExists: boolean): SampleTeamStep {
  switch (state.status) {
    case 'none':
      return { kind: 'claim' };
    case 'created':
      return teamExists ? { kind: 'answer', teamId: state.teamId } : { kind: 'claim' };
    case 'building':
      return now.getTime() - Date.parse(state.claimedAt) < UNFINISHED_CLAIM_GRACE_MS ? { kind: 'wait', teamId: state.teamId } : { kind: 'claim' };
    default:
      return assertNever(state);
  }
}

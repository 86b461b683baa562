import type { PositionEvent } from '../events/position.events.js';
import { positionDecider, type PositionCommand } from './position.js';
import { aPositionCreated } from './organization.mother.js';
import { OrganizationValidationError, PositionNotFoundError } from './organization.errors.js';

const when = (events: PositionEvent[], command: PositionCommand) =>
  positionDecider.decide(command, events.reduce(positionDecider.evolve, positionDecider.initialState()));

describe('position decider', () => {
  it('creates with level 1 by default', () => {
    expect(when([], { type: 'CreatePosition', data: { positionId: 'pos-1', teamId: 'team-1', name: '課長' } })).toEqual([
      aPositionCreated({ level: 1 }),
    ]);
  });

  it.each([0, 11, 2.5])('refuses level %p', (level) => {
    expect(() => when([], { type: 'CreatePosition', data: { positionId: 'p', teamId: 't', name: '課長', level } })).toThrow(
      OrganizationValidationError,
    );
    expect(() => when([aPositionCreated()], { type: 'UpdatePosition', data: { level } })).toThrow(OrganizationValidationError);
  });

  it('updates to the full new state', () => {
    expect(when([aPositionCreated()], { type: 'UpdatePosition', data: { level: 10, description: '部門長' } })).toEqual([
      { type: 'PositionUpdated', data: { positionId: 'pos-1', teamId: 'team-1', name: '課長', level: 10, description: '部門長' } },
    ]);
  });

  it('deletes once', () => {
    const events = when([aPositionCreated()], { type: 'DeletePosition' });
    expect(events).toEqual([{ type: 'PositionDeleted', data: { positionId: 'pos-1', teamId: 'team-1' } }]);
    expect(() => when([aPositionCreated(), ...events], { type: 'DeletePosition' })).toThrow(PositionNotFoundError);
  });
});

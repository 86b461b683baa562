import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { PositionEvent } from '../events/position.events.js';
import { AbandonPositionCreation, CreatePosition, DeletePosition, UpdatePosition } from './position.commands.js';
import { positionDecider } from './position.js';
import { aPositionCreated } from './organization.mother.js';
import { AlreadyExistsError, OrganizationValidationError, PositionNotFoundError } from './organization.errors.js';

const { given } = deciderSpec(positionDecider);

const create = (data: Omit<CreatePosition['data'], 'positionId' | 'teamId'>) =>
  new CreatePosition({ positionId: 'pos-1', teamId: 'team-1', ...data }, aSessionUser());
const update = (changes: Omit<UpdatePosition['data'], 'positionId'>) => new UpdatePosition({ positionId: 'pos-1', ...changes }, aSessionUser());
const remove = () => new DeletePosition({ positionId: 'pos-1' }, aSessionUser());

describe('position decider', () => {
  it('creates with level 1 by default', () => {
    given().when(create({ name: '課長' })).then([aPositionCreated({ level: 1 })]);
  });

  it.each([0, 11, 2.5])('refuses level %p', (level) => {
    given().when(create({ name: '課長', level })).thenFails(OrganizationValidationError);
    given(aPositionCreated()).when(update({ level })).thenFails(OrganizationValidationError);
  });

  it('updates to the full new state', () => {
    given(aPositionCreated())
      .when(update({ level: 10, description: '部門長' }))
      .then([{ type: 'PositionUpdated', data: { positionId: 'pos-1', teamId: 'team-1', name: '課長', level: 10, description: '部門長' } }]);
  });

  it('deletes once', () => {
    const deleted: PositionEvent = { type: 'PositionDeleted', data: { positionId: 'pos-1', teamId: 'team-1' } };
    given(aPositionCreated()).when(remove()).then([deleted]);
    given(aPositionCreated(), deleted).when(remove()).thenFails(PositionNotFoundError);
  });

  it('abandons a position never created, which can then never be created; an existing one stays', () => {
    const abandon = new AbandonPositionCreation({ positionId: 'pos-1' });
    const abandoned: PositionEvent = { type: 'PositionCreationAbandoned', data: { positionId: 'pos-1' } };
    given().when(abandon).then([abandoned]);
    given(abandoned).when(abandon).then([]);
    given(aPositionCreated()).when(abandon).then([]);
    given(abandoned).when(create({ name: '課長' })).thenFails(AlreadyExistsError);
    given(abandoned).when(update({ level: 2 })).thenFails(PositionNotFoundError);
  });
});

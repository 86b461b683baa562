import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { DepartmentEvent } from '../events/team.events.js';
import { AbandonDepartmentCreation, CreateDepartment, DeleteDepartment, UpdateDepartment } from './department.commands.js';
import { departmentDecider } from './department.js';
import { aDepartmentCreated } from './organization.mother.js';
import { AlreadyExistsError, DepartmentNotFoundError, OrganizationValidationError } from './organization.errors.js';

const { given } = deciderSpec(departmentDecider);

const create = (data: Omit<CreateDepartment['data'], 'departmentId' | 'teamId'>) =>
  new CreateDepartment({ departmentId: 'dept-1', teamId: 'team-1', ...data }, aSessionUser());
const update = (changes: Omit<UpdateDepartment['data'], 'departmentId'>) => new UpdateDepartment({ departmentId: 'dept-1', ...changes }, aSessionUser());

describe('department decider', () => {
  it('creates with the default colour #3B82F6', () => {
    given().when(create({ name: ' 開発部 ' })).then([aDepartmentCreated()]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ name: '営業', color: 'red' }, 'color'],
    [{ name: '営業', color: '#12345' }, 'color'],
  ])('refuses %j naming %s', (input, field) => {
    given().when(create(input)).thenFails(OrganizationValidationError, { message: field });
  });

  it('renames with the full new state, and records nothing when nothing changes', () => {
    given(aDepartmentCreated())
      .when(update({ name: '営業部', color: '#ef4444' }))
      .then([{ type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } }]);
    given(aDepartmentCreated()).when(update({ name: '開発部' })).then([]);
  });

  it('cannot change or delete a deleted department', () => {
    const deleted = [aDepartmentCreated(), { type: 'DepartmentDeleted' as const, data: { departmentId: 'dept-1', teamId: 'team-1' } }];
    given(...deleted).when(update({ name: 'x' })).thenFails(DepartmentNotFoundError);
    given(...deleted).when(new DeleteDepartment({ departmentId: 'dept-1' }, aSessionUser())).thenFails(DepartmentNotFoundError);
  });

  it('abandons a department never created, which can then never be created; an existing one stays', () => {
    const abandon = new AbandonDepartmentCreation({ departmentId: 'dept-1' });
    const abandoned: DepartmentEvent = { type: 'DepartmentCreationAbandoned', data: { departmentId: 'dept-1' } };
    given().when(abandon).then([abandoned]);
    given(aDepartmentCreated()).when(abandon).then([]);
    given(abandoned).when(create({ name: '開発部' })).thenFails(AlreadyExistsError);
    given(abandoned).when(update({ name: 'x' })).thenFails(DepartmentNotFoundError);
  });
});

import type { DepartmentEvent } from '../events/team.events.js';
import { departmentDecider, type DepartmentCommand } from './department.js';
import { aDepartmentCreated } from './organization.mother.js';
import { DepartmentNotFoundError, OrganizationValidationError } from './organization.errors.js';

const when = (events: DepartmentEvent[], command: DepartmentCommand) =>
  departmentDecider.decide(command, events.reduce(departmentDecider.evolve, departmentDecider.initialState()));

describe('department decider', () => {
  it('creates with the default colour #3B82F6', () => {
    expect(when([], { type: 'CreateDepartment', data: { departmentId: 'dept-1', teamId: 'team-1', name: ' 開発部 ' } })).toEqual([
      aDepartmentCreated(),
    ]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(256) }, 'name'],
    [{ name: '営業', color: 'red' }, 'color'],
    [{ name: '営業', color: '#12345' }, 'color'],
  ])('refuses %j naming %s', (input, field) => {
    expect(() => when([], { type: 'CreateDepartment', data: { departmentId: 'd', teamId: 't', ...input } })).toThrow(
      expect.objectContaining({ message: expect.stringContaining(field) }),
    );
    expect(() => when([], { type: 'CreateDepartment', data: { departmentId: 'd', teamId: 't', ...input } })).toThrow(
      OrganizationValidationError,
    );
  });

  it('renames with the full new state, and records nothing when nothing changes', () => {
    expect(when([aDepartmentCreated()], { type: 'UpdateDepartment', data: { name: '営業部', color: '#ef4444' } })).toEqual([
      { type: 'DepartmentUpdated', data: { departmentId: 'dept-1', teamId: 'team-1', name: '営業部', color: '#EF4444', description: null } },
    ]);
    expect(when([aDepartmentCreated()], { type: 'UpdateDepartment', data: { name: '開発部' } })).toEqual([]);
  });

  it('cannot change or delete a deleted department', () => {
    const deleted = [aDepartmentCreated(), { type: 'DepartmentDeleted' as const, data: { departmentId: 'dept-1', teamId: 'team-1' } }];
    expect(() => when(deleted, { type: 'UpdateDepartment', data: { name: 'x' } })).toThrow(DepartmentNotFoundError);
    expect(() => when(deleted, { type: 'DeleteDepartment' })).toThrow(DepartmentNotFoundError);
  });
});

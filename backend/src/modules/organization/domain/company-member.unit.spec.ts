import type { CompanyMemberEvent } from '../events/company-member.events.js';
import { companyMemberDecider, type CompanyMemberCommand } from './company-member.js';
import { aMember } from './organization.mother.js';
import { CompanyMemberNotFoundError, OrganizationValidationError } from './organization.errors.js';

const when = (events: CompanyMemberEvent[], command: CompanyMemberCommand) =>
  companyMemberDecider.decide(command, events.reduce(companyMemberDecider.evolve, companyMemberDecider.initialState()));

const registered: CompanyMemberEvent = { type: 'CompanyMemberRegistered', data: aMember() };

describe('company member decider', () => {
  it('registers with trimmed names and the full state', () => {
    expect(
      when([], {
        type: 'RegisterCompanyMember',
        data: { memberId: 'member-1', teamId: 'team-1', firstName: ' 花子', lastName: '佐藤 ', email: 'hanako@example.com' },
      }),
    ).toEqual([registered]);
  });

  it.each([
    [{ firstName: '', lastName: '佐藤' }, 'firstName'],
    [{ firstName: '花子', lastName: '  ' }, 'lastName'],
    [{ firstName: '花子', lastName: '佐藤', email: 'not-an-email' }, 'email'],
    [{ firstName: '花子', lastName: '佐藤', hireDate: '2026-02-30' }, 'hireDate'],
  ])('refuses %j naming %s', (fields, field) => {
    const register = () => when([], { type: 'RegisterCompanyMember', data: { memberId: 'm', teamId: 't', ...fields } });
    expect(register).toThrow(OrganizationValidationError);
    expect(register).toThrow(field);
  });

  it('updates only what is given, and records nothing when nothing changes', () => {
    expect(when([registered], { type: 'UpdateCompanyMember', data: { notes: '面談予定' } })).toEqual([
      { type: 'CompanyMemberUpdated', data: aMember({ notes: '面談予定' }) },
    ]);
    expect(when([registered], { type: 'UpdateCompanyMember', data: { firstName: '花子' } })).toEqual([]);
    expect(() => when([registered], { type: 'UpdateCompanyMember', data: { firstName: '' } })).toThrow(OrganizationValidationError);
  });

  it('deletes once', () => {
    const deleted = when([registered], { type: 'DeleteCompanyMember' });
    expect(deleted).toEqual([{ type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } }]);
    expect(() => when([registered, ...deleted], { type: 'UpdateCompanyMember', data: { notes: 'x' } })).toThrow(CompanyMemberNotFoundError);
  });
});

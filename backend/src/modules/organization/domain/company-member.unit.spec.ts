import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { EventSchemaRegistry } from '../../../platform/event-store/event-schemas.js';
import { COMPANY_MEMBER_EVENT_SCHEMAS } from '../events/company-member.events.js';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import type { CompanyMemberEvent } from '../events/company-member.events.js';
import { AbandonCompanyMemberRegistration, DeleteCompanyMember, RegisterCompanyMember, UpdateCompanyMember } from './company-member.commands.js';
import { companyMemberDecider } from './company-member.js';
import { aMember } from './organization.mother.js';
import { AlreadyExistsError, CompanyMemberNotFoundError, OrganizationValidationError } from './organization.errors.js';

const { given } = deciderSpec(companyMemberDecider);

const registered: CompanyMemberEvent = { type: 'CompanyMemberRegistered', data: aMember() };
const register = (data: RegisterCompanyMember['data']) => new RegisterCompanyMember(data, aSessionUser());
const update = (fields: Omit<UpdateCompanyMember['data'], 'memberId'>) => new UpdateCompanyMember({ memberId: 'member-1', ...fields }, aSessionUser());
/** The references its handler resolved: member-1 points at no department and no position. */
const noReferences = { references: { departmentId: null, positionId: null } };

describe('company member decider', () => {
  it('registers with trimmed names and the full state', () => {
    given()
      .when(register({ memberId: 'member-1', teamId: 'team-1', firstName: ' 花子', lastName: '佐藤 ', email: 'hanako@example.com' }))
      .then([registered]);
  });

  it.each([
    [{ firstName: '', lastName: '佐藤' }, 'firstName'],
    [{ firstName: '花子', lastName: '  ' }, 'lastName'],
    [{ firstName: '花子', lastName: '佐藤', email: 'not-an-email' }, 'email'],
    [{ firstName: '花子', lastName: '佐藤', hireDate: '2026-02-30' }, 'hireDate'],
  ])('refuses %j naming %s', (fields, field) => {
    given()
      .when(register({ memberId: 'm', teamId: 't', ...fields }))
      .thenFails(OrganizationValidationError, { message: field });
  });

  it('updates only what is given, and records nothing when nothing changes', () => {
    given(registered)
      .when(update({ notes: '面談予定' }), noReferences)
      .then([{ type: 'CompanyMemberUpdated', data: aMember({ notes: '面談予定' }) }]);
    given(registered).when(update({ firstName: '花子' }), noReferences).then([]);
    given(registered).when(update({ firstName: '' }), noReferences).thenFails(OrganizationValidationError);
  });

  it('keeps the フリガナ as full-width katakana: hiragana and half-width kana are folded, other scripts refused in Japanese', () => {
    given(registered)
      .when(update({ furigana: 'ｻﾄｳ　はなこ' }), noReferences)
      .then([{ type: 'CompanyMemberUpdated', data: aMember({ furigana: 'サトウ ハナコ' }) }]);
    given(registered).when(update({ furigana: '佐藤 ハナコ' }), noReferences).thenFails(OrganizationValidationError, { message: 'furigana: フリガナはカタカナで入力してください' });
    given(registered).when(update({ furigana: 'ア'.repeat(101) }), noReferences).thenFails(OrganizationValidationError, { message: 'フリガナは100文字以内' });
    given({ type: 'CompanyMemberRegistered', data: aMember({ furigana: 'サトウ ハナコ' }) }).when(update({ furigana: '' }), noReferences).then([{ type: 'CompanyMemberUpdated', data: aMember() }]);
  });

  it('points at the department and position its handler resolved (a deleted one is dropped)', () => {
    const placed: CompanyMemberEvent = { type: 'CompanyMemberRegistered', data: aMember({ departmentId: 'dept-1', positionId: 'pos-1' }) };
    given(placed)
      .when(update({ notes: '面談予定' }), { references: { departmentId: null, positionId: 'pos-1' } })
      .then([{ type: 'CompanyMemberUpdated', data: aMember({ notes: '面談予定', departmentId: null, positionId: 'pos-1' }) }]);
  });

  it('deletes once', () => {
    const deleted: CompanyMemberEvent = { type: 'CompanyMemberDeleted', data: { memberId: 'member-1', teamId: 'team-1' } };
    given(registered).when(new DeleteCompanyMember({ memberId: 'member-1' }, aSessionUser())).then([deleted]);
    given(registered, deleted).when(update({ notes: 'x' }), noReferences).thenFails(CompanyMemberNotFoundError);
  });

  it('abandons a member never registered, who can then never be registered; an existing one stays', () => {
    const abandon = new AbandonCompanyMemberRegistration({ memberId: 'member-1' });
    const abandoned: CompanyMemberEvent = { type: 'CompanyMemberRegistrationAbandoned', data: { memberId: 'member-1' } };
    given().when(abandon).then([abandoned]);
    given(registered).when(abandon).then([]);
    given(abandoned)
      .when(register({ memberId: 'member-1', teamId: 'team-1', firstName: '花子', lastName: '佐藤' }))
      .thenFails(AlreadyExistsError);
    given(abandoned).when(update({ notes: 'x' }), noReferences).thenFails(CompanyMemberNotFoundError);
  });

  it.each(['CompanyMemberRegistered', 'CompanyMemberUpdated'])('reads a v1 %s (before フリガナ) as a member without one', (type) => {
    const registry = new EventSchemaRegistry(COMPANY_MEMBER_EVENT_SCHEMAS);
    const { furigana: _furigana, ...v1Data } = aMember();
    const v1: RecordedEvent = {
      eventId: 'e-1',
      streamId: 'company-member-member-1',
      revision: 0,
      position: 1n,
      type,
      data: v1Data,
      metadata: { correlationId: 'c', causationId: null, userId: null, occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 },
    };
    expect(registry.upcast(v1).data).toEqual(aMember({ furigana: null }));
  });
});

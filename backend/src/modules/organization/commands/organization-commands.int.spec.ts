import { randomUUID } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { eventStoreMigrations } from '../../../platform/event-store/migrations/event-store-migrations.js';
import { EventSchemaRegistry } from '../../../platform/event-store/event-schemas.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.port.js';
import { PostgresEventStore } from '../../../platform/event-store/postgres-event-store.js';
import { TimeModule } from '../../../platform/time/clock.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { UserDirectory } from '../../users/index.js';
import { UserReadModel } from '../../users/projections/users/user.read-model.js';
import { OrganizationDirectory } from '../index.js';
import { COMPANY_MEMBER_EVENT_SCHEMAS } from '../events/company-member.events.js';
import { POSITION_EVENT_SCHEMAS } from '../events/position.events.js';
import { RESERVATION_EVENT_SCHEMAS } from '../events/reservation.events.js';
import { TEAM_EVENT_SCHEMAS } from '../events/team.events.js';
import { DeleteCompanyMember, RegisterCompanyMember, UpdateCompanyMember } from '../domain/company-member.commands.js';
import { CreateDepartment, DeleteDepartment, UpdateDepartment } from '../domain/department.commands.js';
import { CreatePosition } from '../domain/position.commands.js';
import { ChangeTeamVisibility, CreateTeam, DeleteTeam, JoinTeam } from '../domain/team.commands.js';
import { ChangeTeamVisibilityHandler, CreateTeamHandler, DeleteTeamHandler } from './team.handlers.js';
import { CreateDepartmentHandler, UpdateDepartmentHandler, DeleteDepartmentHandler, CreatePositionHandler } from './catalogue.handlers.js';
import { DeleteCompanyMemberHandler } from './delete-company-member/delete-company-member.handler.js';
import { JoinTeamHandler } from './join-team/join-team.handler.js';
import { RegisterCompanyMemberHandler } from './register-company-member/register-company-member.handler.js';
import { OrganizationStreams } from './shared/organization-streams.js';
import { UniqueKeys } from './shared/unique-keys.js';
import { UpdateCompanyMemberHandler } from './update-company-member/update-company-member.handler.js';

const aUser = (id: string, overrides: Partial<SessionUser> = {}): SessionUser => aSessionUser({ id, email: `${id}@example.com`, ...overrides });

const leader = aUser('leader');
const member = aUser('member');
const stranger = aUser('stranger');
const admin = aUser('admin', { userType: 'admin', isAdmin: true });

/** The write side and the stream-answered reads of `OrganizationDirectory`, on a real event store, without HTTP. */
describe('organisation commands and the directory\'s stream reads', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  let store: PostgresEventStore;
  let moduleRef: TestingModule;
  let commands: CommandBus;
  let directory: OrganizationDirectory;
  let teamId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = new DataSource({ type: 'postgres', url: db.url, migrations: eventStoreMigrations, entities: [UserReadModel] });
    await ds.initialize();
    await ds.runMigrations();
    store = new PostgresEventStore(db.url, 4);
    moduleRef = await Test.createTestingModule({
      imports: [CqrsModule.forRoot(), TimeModule],
      providers: [
        { provide: EVENT_STORE, useValue: store },
        {
          provide: AggregateStore,
          useValue: new AggregateStore(
            store,
            new EventSchemaRegistry([...TEAM_EVENT_SCHEMAS, ...POSITION_EVENT_SCHEMAS, ...COMPANY_MEMBER_EVENT_SCHEMAS, ...RESERVATION_EVENT_SCHEMAS]),
          ),
        },
        OrganizationStreams,
        UniqueKeys,
        CreateTeamHandler,
        DeleteTeamHandler,
        JoinTeamHandler,
        ChangeTeamVisibilityHandler,
        CreateDepartmentHandler,
        UpdateDepartmentHandler,
        DeleteDepartmentHandler,
        CreatePositionHandler,
        RegisterCompanyMemberHandler,
        UpdateCompanyMemberHandler,
        DeleteCompanyMemberHandler,
        { provide: DataSource, useValue: ds },
        { provide: UserDirectory, useValue: new UserDirectory(ds.getRepository(UserReadModel)) },
        OrganizationDirectory,
      ],
    }).compile();
    await moduleRef.init();
    commands = moduleRef.get(CommandBus);
    directory = moduleRef.get(OrganizationDirectory);
  });
  afterAll(async () => {
    await moduleRef.close();
    await store.close();
    await ds.destroy();
    await db.drop();
  });
  beforeEach(async () => {
    ({ id: teamId } = await commands.execute(new CreateTeam({ teamId: randomUUID(), name: '営業チーム' }, leader)));
    await commands.execute(new ChangeTeamVisibility({ teamId, open: true }, leader)); // closed by default (decision 0058)
    await commands.execute(new JoinTeam({ userId: member.id, teamId, isPrimaryTeam: true }, member));
  });

  const register = (fields: Partial<RegisterCompanyMember['data']> = {}, actor = leader) =>
    commands.execute(new RegisterCompanyMember({ memberId: randomUUID(), teamId, firstName: '花子', lastName: '佐藤', ...fields }, actor));

  it('answers team access: members read, leaders and admins manage and read the whole board, unknown teams do not exist', async () => {
    expect(await directory.teamAccess(teamId, leader)).toEqual({ teamExists: true, isMember: true, canRead: true, canReadBoard: true, canManage: true });
    expect(await directory.teamAccess(teamId, member)).toEqual({ teamExists: true, isMember: true, canRead: true, canReadBoard: false, canManage: false });
    expect(await directory.teamAccess(teamId, stranger)).toEqual({ teamExists: true, isMember: false, canRead: false, canReadBoard: false, canManage: false });
    expect(await directory.teamAccess(teamId, admin)).toEqual({ teamExists: true, isMember: false, canRead: true, canReadBoard: true, canManage: true });
    expect(await directory.teamAccess('no-such-team', admin)).toEqual({
      teamExists: false,
      isMember: false,
      canRead: false,
      canReadBoard: false,
      canManage: false,
    });
  });

  it('requires access with the organisation\'s errors, or with the ones the asking module names', async () => {
    await expect(directory.requireTeamAccess(teamId, member, 'read')).resolves.toMatchObject({ canRead: true });
    await expect(directory.requireTeamAccess(teamId, member, 'readBoard')).rejects.toMatchObject({ code: 'ORGANIZATION.LEADERS_ONLY' });
    await expect(directory.requireTeamAccess(teamId, member, 'manage')).rejects.toMatchObject({ code: 'ORGANIZATION.NOT_TEAM_MANAGER' });
    await expect(directory.requireTeamAccess('no-such-team', admin, 'read')).rejects.toMatchObject({ code: 'ORGANIZATION.TEAM_NOT_FOUND' });
    const refuse = (reason: string, need: string) => new Error(`${reason}/${need}`);
    await expect(directory.requireTeamAccess(teamId, stranger, 'read', refuse)).rejects.toThrow('forbidden/read');
    await expect(directory.requireTeamAccess('no-such-team', leader, 'manage', refuse)).rejects.toThrow('team_not_found/manage');
  });

  it('registers a member and answers its summary at once (from the stream)', async () => {
    const { id } = await register({ email: 'hanako@example.com' });
    expect(await directory.member(id)).toEqual({
      id,
      teamId,
      firstName: '花子',
      lastName: '佐藤',
      displayName: '佐藤 花子',
      email: 'hanako@example.com',
      departmentId: null,
      positionId: null,
      revision: 0,
    });
    expect(await directory.member('no-such-member')).toBeNull();
  });

  it('refuses a duplicate e-mail in any team (NFKC, case-insensitive) with 重複, and frees it on delete', async () => {
    const { id } = await register({ email: 'dup@example.com' });
    const { id: otherTeam } = await commands.execute(new CreateTeam({ teamId: randomUUID(), name: '別チーム' }, leader));
    await expect(
      commands.execute(new RegisterCompanyMember({ memberId: randomUUID(), teamId: otherTeam, firstName: '一郎', lastName: '鈴木', email: 'ＤＵＰ@Example.com' }, leader)),
    ).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('重複') });
    await commands.execute(new DeleteCompanyMember({ memberId: id }, leader));
    await expect(register({ email: 'dup@example.com' })).resolves.toHaveProperty('id');
  });

  it('lets exactly one of several concurrent registrations of the same e-mail win', async () => {
    const results = await Promise.allSettled([
      register({ email: 'race@example.com' }),
      register({ email: 'RACE@example.com', firstName: '一郎' }),
      register({ email: 'race@ｅｘａｍｐｌｅ.com', firstName: '次郎' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ kind: 'conflict', message: expect.stringContaining('重複') });
    }
  });

  it('moves the e-mail reservation when a member changes address, and refuses a stale revision', async () => {
    const { id } = await register({ email: 'old@example.com' });
    const { revision } = await commands.execute(new UpdateCompanyMember({ memberId: id, email: 'new@example.com' }, leader, 0));
    expect(revision).toBe(1);
    await expect(register({ email: 'new@example.com' })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(register({ email: 'old@example.com' })).resolves.toHaveProperty('id');
    await expect(commands.execute(new UpdateCompanyMember({ memberId: id, notes: 'x' }, leader, 0))).rejects.toMatchObject({
      code: 'EVENT_STORE.STALE_REVISION',
    });
    expect(await directory.member(id)).toMatchObject({ revision: 1, email: 'new@example.com' });
  });

  it('lets only managers register members, and checks references belong to the team', async () => {
    await expect(register({}, member)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(register({}, stranger)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(commands.execute(new RegisterCompanyMember({ memberId: randomUUID(), teamId: 'nope', firstName: 'a', lastName: 'b' }, admin))).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(register({ positionId: 'no-such-position' })).rejects.toMatchObject({ kind: 'not_found' });
    const { id: otherTeam } = await commands.execute(new CreateTeam({ teamId: randomUUID(), name: '別チーム' }, leader));
    const { id: foreignDept } = await commands.execute(new CreateDepartment({ departmentId: randomUUID(), teamId: otherTeam, name: '経理部' }, leader));
    await expect(register({ departmentId: foreignDept })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('keeps department names unique per team, width- and case-insensitively, and frees a name on rename', async () => {
    const { id } = await commands.execute(new CreateDepartment({ departmentId: randomUUID(), teamId, name: 'dev' }, member));
    await expect(commands.execute(new CreateDepartment({ departmentId: randomUUID(), teamId, name: 'ＤＥＶ' }, leader))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'ORGANIZATION.DUPLICATE_DEPARTMENT_NAME',
    });
    const { id: otherTeam } = await commands.execute(new CreateTeam({ teamId: randomUUID(), name: '別チーム' }, leader));
    await expect(commands.execute(new CreateDepartment({ departmentId: randomUUID(), teamId: otherTeam, name: 'DEV' }, leader))).resolves.toHaveProperty('id');
    await commands.execute(new UpdateDepartment({ departmentId: id, name: 'Development' }, leader));
    await expect(commands.execute(new CreateDepartment({ departmentId: randomUUID(), teamId, name: 'Dev' }, leader))).resolves.toHaveProperty('id');
    await expect(commands.execute(new UpdateDepartment({ departmentId: id, name: 'dev' }, leader))).rejects.toMatchObject({ kind: 'conflict' });
    await expect(commands.execute(new CreatePosition({ positionId: randomUUID(), teamId, name: '課長' }, member))).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('forgets a deleted department in the member summary; a deleted team takes its members with it', async () => {
    const { id: departmentId } = await commands.execute(new CreateDepartment({ departmentId: randomUUID(), teamId, name: '開発部' }, leader));
    const { id } = await register({ departmentId, email: 'gone@example.com' });
    await commands.execute(new DeleteDepartment({ departmentId }, leader));
    expect(await directory.member(id)).toMatchObject({ departmentId: null });

    await expect(commands.execute(new DeleteTeam({ teamId }, member))).rejects.toMatchObject({ kind: 'forbidden' });
    await commands.execute(new DeleteTeam({ teamId }, leader));
    expect(await directory.member(id)).toBeNull();
    expect(await directory.teamAccess(teamId, leader)).toMatchObject({ teamExists: false });
    await expect(commands.execute(new UpdateCompanyMember({ memberId: id, notes: 'x' }, admin))).rejects.toMatchObject({ kind: 'not_found' });
    // The e-mail of a member of a deleted team is free again.
    const { id: newTeam } = await commands.execute(new CreateTeam({ teamId: randomUUID(), name: '新チーム' }, leader));
    await expect(
      commands.execute(new RegisterCompanyMember({ memberId: randomUUID(), teamId: newTeam, firstName: '花子', lastName: '佐藤', email: 'gone@example.com' }, leader)),
    ).resolves.toHaveProperty('id');
  });
});

import type { DomainEvent } from '../../../platform/event-store/event.js';
import { given, inStream, projectionHarness } from '../../../platform/projections/test-support/projection-harness.js';
import { aMember } from '../../organization/domain/organization.mother.js';
import { scenarioSaved, scenarioShared } from '../domain/culture-scenario.mother.js';
import { emailLinkHash } from '../domain/email-link.js';
import { CreateCultureSimulationReadModels1765700000000 } from '../migrations/1765700000000-create-culture-simulation-read-models.js';
import { CultureHistoryProjection } from './culture-history/culture-history.projection.js';
import { CultureScenariosProjection } from './culture-scenarios/culture-scenarios.projection.js';

const event = (type: string, data: object): DomainEvent => ({ type, data });
const entry = inStream('ms-matrix-entry-e1');
const oneOnOne = inStream('one-on-one-entry-o1');
const cycle = inStream('growth-cycle-c1');
const progress = inStream('learning-progress-u1-lesson');
const member = inStream('company-member-m1');
const user = inStream('user-u1');
const team = inStream('team-t1');
const scenario = inStream('culture-scenario-s1');

const placed = event('MatrixMemberPlaced', {
  entryId: 'e1',
  teamId: 't1',
  memberId: 'm1',
  memberName: '田中 結衣',
  departmentId: null,
  positionX: 0.3,
  positionY: 0.6,
  notes: null,
  pointId: 'p1',
});
const moved = (pointId: string, x: number, y: number) =>
  event('MatrixMemberMoved', { entryId: 'e1', teamId: 't1', memberId: 'm1', from: { x: 0.3, y: 0.6 }, to: { x, y }, pointId });
const memberData = (email: string | null) => aMember({ memberId: 'm1', teamId: 't1', firstName: '結衣', lastName: '田中', email });

describe('culture simulation projections', () => {
  const h = projectionHarness([new CultureHistoryProjection(), new CultureScenariosProjection()], [CreateCultureSimulationReadModels1765700000000]);

  const snapshot = async () => ({
    points: await h.rows(`SELECT point_id, member_id, x, y, at FROM culture_ms_points ORDER BY point_id`),
    sessions: await h.rows(`SELECT s.session_id, to_char(s.session_date, 'YYYY-MM-DD') AS date, s.approach, e.member_id FROM culture_sessions s JOIN culture_one_on_one_entries e USING (entry_id)`),
    gifts: await h.rows(`SELECT gift_id, kind, user_id FROM culture_gifts ORDER BY gift_id`),
    learning: await h.rows(`SELECT user_id FROM culture_learning`),
    links: await h.rows(`SELECT m.member_id, u.user_id FROM culture_member_links m JOIN culture_user_links u USING (email_hash)`),
    scenarios: await h.rows(`SELECT scenario_id, name, shared, projection->'ownerShare'->0->>'p50' AS share FROM culture_scenarios`),
  });

  it('keeps the trail with the time of each move, sessions on their own date, gifts, completions and the e-mail link, the same when applied twice', async () => {
    const rows = await h.applyTwice(
      given(
        member(event('CompanyMemberRegistered', memberData('Yui.Tanaka@example.com'))),
        user(event('UserRegistered', { userId: 'u1', email: 'yui.tanaka@EXAMPLE.com ', firstName: '結衣', lastName: '田中', userType: 'member', profileImageUrl: null, emailVerified: true })),
        entry(placed),
        entry(moved('p2', 0.4, 0.5)),
        entry(moved('p3', 0.5, 0.4)),
        entry(event('MatrixGrowthPointDeleted', { entryId: 'e1', pointId: 'p2' })),
        oneOnOne(event('OneOnOneEntryCreated', { entryId: 'o1', managerId: 'boss', teamId: 't1', employeeId: 'm1', employeeName: '田中 結衣', departmentId: null, positionX: 0.5, positionY: 0.5, pointId: 'q1', notes: null })),
        oneOnOne(event('OneOnOneSessionRecorded', { entryId: 'o1', sessionId: 's1', sessionDate: '2026-04-20', approach: 'trust_building', outcomes: null, feedback: null, effectiveness: 4, nextSessionDate: null })),
        cycle(event('FeedbackGiven', { cycleId: 'c1', feedbackId: 'f1', fromUserId: 'boss', toUserId: 'u1', message: 'とても良い提案でした', emotionBadges: [], experiencePoints: 5 })),
        cycle(event('FeedForwardGiven', { cycleId: 'c1', feedForwardId: 'ff1', fromUserId: 'boss', toUserId: 'u1', originalMessage: '次は結論から', transformedMessage: '次は結論から', category: 'new_step', skillTreeAbility: null, experiencePoints: 5 })),
        progress(event('LearningCompleted', { userId: 'u1', contentId: 'lesson' })),
        scenario(scenarioSaved()),
        scenario(scenarioShared()),
      ),
      snapshot,
    );
    expect(rows.points).toEqual([
      { point_id: 'p1', member_id: 'm1', x: 0.3, y: 0.6, at: new Date('2026-05-03T00:00:00Z') },
      { point_id: 'p3', member_id: 'm1', x: 0.5, y: 0.4, at: new Date('2026-05-05T00:00:00Z') },
    ]);
    expect(rows.sessions).toEqual([{ session_id: 's1', date: '2026-04-20', approach: 'trust_building', member_id: 'm1' }]);
    expect(rows.gifts).toEqual([
      { gift_id: 'f1', kind: 'feedback', user_id: 'u1' },
      { gift_id: 'ff1', kind: 'feed_forward', user_id: 'u1' },
    ]);
    expect(rows.learning).toEqual([{ user_id: 'u1' }]);
    expect(rows.links).toEqual([{ member_id: 'm1', user_id: 'u1' }]);
    expect(rows.scenarios).toEqual([{ scenario_id: 's1', name: '週1回の1on1', shared: true, share: '0.2' }]);
  });

  it("drops a removed entry's trail, a cleared history's points, a deleted member and a deleted team", async () => {
    const rows = await h.applyTwice(
      given(
        member(event('CompanyMemberRegistered', memberData('a@example.com'))),
        entry(placed),
        entry(moved('p2', 0.4, 0.5)),
        entry(moved('p3', 0.5, 0.4)),
        entry(event('MatrixTeamHistoryCleared', { entryId: 'e1', teamId: 't1', keptPointId: 'p3', deletedPointIds: ['p1', 'p2'] })),
        scenario(scenarioSaved()),
      ),
      snapshot,
    );
    expect(rows.points.map((p) => p.point_id)).toEqual(['p3']);
    const removed = await h.applyTwice(given(entry(placed), entry(moved('p2', 0.4, 0.5)), entry(event('MatrixMemberRemoved', { entryId: 'e1', teamId: 't1', memberId: 'm1' }))), snapshot);
    expect(removed.points).toEqual([]);
    const deleted = await h.applyTwice(
      given(member(event('CompanyMemberRegistered', memberData('a@example.com'))), entry(placed), member(event('CompanyMemberDeleted', { memberId: 'm1', teamId: 't1' }))),
      snapshot,
    );
    expect(deleted.points).toEqual([]);
    const gone = await h.applyTwice(given(entry(placed), scenario(scenarioSaved()), team(event('TeamDeleted', { teamId: 'team-1' })), team(event('TeamDeleted', { teamId: 't1' }))), snapshot);
    expect(gone).toMatchObject({ points: [], scenarios: [] });
  });

  it('writes the same rows through applyBatch (a replay) as one event at a time, whatever the batch size', async () => {
    const entry2 = inStream('ms-matrix-entry-e2');
    const placed2 = event('MatrixMemberPlaced', { ...placed.data, entryId: 'e2', memberId: 'm2', positionX: 0.1, positionY: 0.2, pointId: 'q2' });
    const history = given(
      member(event('CompanyMemberRegistered', memberData('a@example.com'))),
      entry(placed),
      entry(moved('p2', 0.4, 0.5)),
      entry2(placed2),
      entry(moved('p2', 0.9, 0.9)), // a redelivered point id: the first one stays
      entry(moved('p3', 0.5, 0.4)),
      entry(event('MatrixGrowthPointDeleted', { entryId: 'e1', pointId: 'p2' })),
      entry(moved('p4', 0.6, 0.3)),
      cycle(event('FeedbackGiven', { cycleId: 'c1', feedbackId: 'f1', fromUserId: 'boss', toUserId: 'u1', message: '良い', emotionBadges: [], experiencePoints: 5 })),
      entry(moved('p5', 0.7, 0.2)),
      entry(event('MatrixTeamHistoryCleared', { entryId: 'e1', teamId: 't1', keptPointId: 'p5', deletedPointIds: ['p1', 'p3', 'p4'] })),
      entry(moved('p6', 0.8, 0.1)),
      entry(moved('p6', 0.05, 0.05)), // again: the first one stays
      inStream('ms-matrix-entry-e2')(event('MatrixMemberRemoved', { entryId: 'e2', teamId: 't1', memberId: 'm2' })),
      entry(moved('p7', 0.2, 0.2)),
    );
    await h.apply(history);
    const oneByOne = await snapshot();
    expect(oneByOne.points.map((p) => [p.point_id, p.x])).toEqual([
      ['p5', 0.7],
      ['p6', 0.8],
      ['p7', 0.2],
    ]);
    for (const size of [1, 2, 3, 5, 100]) {
      await h.truncate();
      await h.applyInBatches(history, size);
      expect(await snapshot()).toEqual(oneByOne);
    }
  });

  it('keeps only a hash of the e-mail addresses', async () => {
    await h.apply(given(member(event('CompanyMemberRegistered', memberData('Yui.Tanaka@example.com')))));
    expect(await h.rows(`SELECT email_hash FROM culture_member_links`)).toEqual([{ email_hash: emailLinkHash('yui.tanaka@example.com') }]);
    expect(emailLinkHash('yui.tanaka@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});

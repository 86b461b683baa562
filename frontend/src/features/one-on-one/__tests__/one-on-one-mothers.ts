import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { AgendaResponse, AgendaTopicResponse } from '../../../shared/api/generated/one-on-one-agendas';
import type { OneOnOneEntryResponse, OneOnOneGrowthHistoryResponse, OneOnOneGrowthPointResponse, OneOnOneSessionResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { companyMember, department } from '../../../test-support/organization-mother';

let sequence = 0;
const next = () => (sequence += 1);

/** A 1on1 entry as GET /api/1on1-matrix/manager answers (the centre of the board); override what a test cares about. */
export function anEntry(overrides: Partial<OneOnOneEntryResponse> = {}): OneOnOneEntryResponse {
  const n = next();
  return {
    id: `entry-${n}`,
    managerId: '00000000-0000-4000-8000-000000000001',
    teamId: 'team-1',
    employeeId: `member-${n}`,
    employeeName: `社員 ${n}号`,
    departmentId: 'department-sales',
    departmentName: '営業部',
    departmentColor: '#3B82F6',
    positionX: 0.5,
    positionY: 0.5,
    trustLevel: 0.5,
    mindsetLevel: 0.5,
    quadrant: 'mixed',
    approachLabel: '複合アプローチ',
    recommendedApproach: '信頼関係もマインドもこれから育てていく段階です。',
    notes: null,
    lastSessionDate: '2026-11-10',
    nextSessionDate: null,
    isStale: false,
    createdAt: '2026-10-01T00:00:00.000Z',
    revision: 3,
    ...overrides,
  };
}

export function aGrowthPoint(overrides: Partial<OneOnOneGrowthPointResponse> = {}): OneOnOneGrowthPointResponse {
  return {
    id: `point-${next()}`,
    x: 0.5,
    y: 0.5,
    trustLevel: 0.5,
    mindsetLevel: 0.5,
    timestamp: '2026-10-01T01:00:00.000Z',
    changeValue: null,
    performanceLabel: '良好',
    isLatest: false,
    ...overrides,
  };
}

/** The growth history of an entry, its last point the current position. */
export function aGrowthHistory(entry: OneOnOneEntryResponse, points: OneOnOneGrowthPointResponse[]): OneOnOneGrowthHistoryResponse {
  const current = points[points.length - 1];
  return {
    entryId: entry.id,
    employeeId: entry.employeeId,
    memberName: entry.employeeName,
    departmentId: entry.departmentId,
    teamId: entry.teamId,
    currentPosition: { x: current.x, y: current.y, trustLevel: current.trustLevel, mindsetLevel: current.mindsetLevel },
    quadrant: entry.quadrant,
    approachLabel: entry.approachLabel,
    recommendedApproach: entry.recommendedApproach,
    revision: entry.revision,
    history: points,
  };
}

export function aCompanyMember(overrides: Partial<CompanyMemberResponse> = {}): CompanyMemberResponse {
  const n = next();
  return companyMember({
    id: `member-${n}`,
    lastName: '佐藤',
    firstName: `${n}子`,
    positionName: 'メンバー',
    position: { name: 'メンバー' },
    departmentId: 'department-sales',
    departmentName: '営業部',
    ...overrides,
  });
}

export function aDepartment(overrides: Partial<DepartmentResponse> = {}): DepartmentResponse {
  return department({ id: 'department-sales', memberCount: 1, revision: 2, ...overrides });
}

export function aSession(overrides: Partial<OneOnOneSessionResponse> = {}): OneOnOneSessionResponse {
  return {
    id: `session-${next()}`,
    entryId: 'entry-1',
    sessionDate: '2026-11-10',
    approach: 'mixed',
    approachLabel: '複合アプローチ',
    outcomes: null,
    feedback: null,
    effectiveness: 4,
    nextSessionDate: null,
    recordedAt: '2026-11-10T03:00:00.000Z',
    ...overrides,
  };
}

/** An agenda as GET /api/1on1-agendas/:entryId answers it to the manager (empty, not stale); override what a test cares about. */
export function anAgenda(overrides: Partial<AgendaResponse> = {}): AgendaResponse {
  return {
    entryId: 'entry-1',
    teamId: 'team-1',
    employeeName: '山田 太郎',
    managerName: '高橋 誠',
    role: 'manager',
    lastSessionDate: null,
    nextSessionDate: null,
    isStale: false,
    approach: { quadrant: 'mixed', label: '複合アプローチ', recommendedApproach: '信頼構築を最優先に。' },
    topics: [],
    actionItems: [],
    catalogue: [
      { id: 'default-career', name: 'キャリアの方向性', category: 'career', categoryLabel: 'キャリア', description: null, isActive: true },
      { id: 'default-wellbeing', name: '心身のコンディション', category: 'wellbeing', categoryLabel: 'コンディション', description: null, isActive: true },
    ],
    suggestedTopics: [],
    pastSessions: [],
    ...overrides,
  };
}

export function anAgendaTopic(overrides: Partial<AgendaTopicResponse> = {}): AgendaTopicResponse {
  return { id: `item-${next()}`, topicId: null, title: '議題', priority: 1, notes: null, responseWanted: 'listen', addedBy: 'member', outcome: null, ...overrides };
}

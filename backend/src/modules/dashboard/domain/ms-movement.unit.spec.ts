import { msMovement, quadrantOf, type MemberTrail } from './ms-movement.js';

const TZ = 'Asia/Tokyo';
const options = { today: '2026-11-25', timeZone: TZ, weekStarts: ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'] };

/** A trail built from `[ISO instant, skill, mindset]` points, oldest first. */
function aTrail(name: string, points: [string, number, number][]): MemberTrail {
  return {
    entryId: `entry-${name}`,
    memberId: `member-${name}`,
    memberName: name,
    history: points.map(([timestamp, skillLevel, mindsetLevel]) => ({ timestamp, skillLevel, mindsetLevel })),
  };
}

describe('the MS movement of a month', () => {
  it('splits the board into quadrants at skill 50 and mindset 50', () => {
    expect(quadrantOf({ skillLevel: 50, mindsetLevel: 50 })).toBe('highHigh');
    expect(quadrantOf({ skillLevel: 49, mindsetLevel: 80 })).toBe('highMindset');
    expect(quadrantOf({ skillLevel: 80, mindsetLevel: 49 })).toBe('highSkill');
    expect(quadrantOf({ skillLevel: 10, mindsetLevel: 10 })).toBe('lowLow');
  });

  it('compares where each mover stood when the month began with where they stand now', () => {
    const movement = msMovement(
      [
        // Placed last month in 育成・支援, moved twice this month into 活躍.
        aTrail('山田 太郎', [['2026-10-10T01:00:00Z', 20, 30], ['2026-11-05T01:00:00Z', 40, 45], ['2026-11-18T01:00:00Z', 70, 60]]),
        // Placed this month and moved: compared with the placement.
        aTrail('佐藤 花子', [['2026-11-03T01:00:00Z', 60, 60], ['2026-11-24T01:00:00Z', 64, 56]]),
        // Moved last month only.
        aTrail('鈴木 一郎', [['2026-09-01T01:00:00Z', 30, 30], ['2026-10-28T01:00:00Z', 35, 35]]),
        // Placed this month, never moved.
        aTrail('高橋 次郎', [['2026-11-20T01:00:00Z', 50, 50]]),
      ],
      options,
    );
    expect(movement).toMatchObject({
      month: '2026-11',
      membersOnBoard: 4,
      membersMoved: 2,
      moves: 3,
      averageSkillChange: 27, // (50 + 4) / 2
      averageMindsetChange: 13, // (30 − 4) / 2
      crossedQuadrant: 1,
    });
    expect(movement.movers.map((m) => [m.memberName, m.moves, m.from.quadrant, m.to.quadrant, m.skillChange, m.mindsetChange])).toEqual([
      ['山田 太郎', 2, 'lowLow', 'highHigh', 50, 30],
      ['佐藤 花子', 1, 'highHigh', 'highHigh', 4, -4],
    ]);
    // Placements are not moves; a move last month counts in its week.
    expect(movement.weeks).toEqual([
      { weekStart: '2026-10-26', count: 1 },
      { weekStart: '2026-11-02', count: 1 },
      { weekStart: '2026-11-09', count: 0 },
      { weekStart: '2026-11-16', count: 1 },
      { weekStart: '2026-11-23', count: 1 },
    ]);
  });

  it('takes the month and the week of a point in the deployment time zone', () => {
    // 2026-10-31T15:30Z is already 1 November in Tokyo.
    const movement = msMovement([aTrail('山田 太郎', [['2026-10-01T01:00:00Z', 20, 20], ['2026-10-31T15:30:00Z', 30, 30]])], options);
    expect(movement.membersMoved).toBe(1);
    expect(movement.weeks[0]).toEqual({ weekStart: '2026-10-26', count: 1 });
  });

  it('answers no averages when nobody moved', () => {
    const movement = msMovement([aTrail('山田 太郎', [['2026-11-01T01:00:00Z', 20, 20]])], options);
    expect(movement).toMatchObject({ membersOnBoard: 1, membersMoved: 0, moves: 0, averageSkillChange: null, averageMindsetChange: null, crossedQuadrant: 0, movers: [] });
  });
});

import { localDateTime, teamMatrixCsv } from './team-matrix-csv.js';

describe('MS matrix CSV', () => {
  it('writes Japanese headers, BOM first, one row per point with Tokyo times and derived levels', () => {
    const csv = teamMatrixCsv(
      [
        { memberName: '山田 太郎', departmentName: '営業部', recordedAt: new Date('2026-05-01T15:30:00Z'), x: 0.5, y: 0.5, isCurrent: false },
        { memberName: '山田 太郎', departmentName: '営業部', recordedAt: new Date('2026-05-02T00:00:00Z'), x: 1, y: 0, isCurrent: true },
        { memberName: '佐藤, "花子"', departmentName: null, recordedAt: new Date('2026-05-03T00:00:00Z'), x: 0, y: 1, isCurrent: true },
      ],
      'Asia/Tokyo',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'メンバー,部署,記録日時,X,Y,スキル,マインド,現在位置',
      '山田 太郎,営業部,2026-05-02 00:30:00,0.5,0.5,61,63,',
      '山田 太郎,営業部,2026-05-02 09:00:00,1,0,120,100,現在',
      '"佐藤, ""花子""",未所属,2026-05-03 09:00:00,0,1,0,0,現在',
      '',
    ]);
  });

  it('writes names that would start a formula as text, and keeps the numbers numbers', () => {
    const csv = teamMatrixCsv(
      [{ memberName: '=HYPERLINK("https://evil.example","山田")', departmentName: '+営業部', recordedAt: new Date('2026-05-01T15:30:00Z'), x: 0.25, y: 0.75, isCurrent: true }],
      'Asia/Tokyo',
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe(`"'=HYPERLINK(""https://evil.example"",""山田"")",'+営業部,2026-05-02 00:30:00,0.25,0.75,20,26,現在`);
  });

  it('formats local times in the configured zone', () => {
    expect(localDateTime(new Date('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01 00:00:00');
    expect(localDateTime(new Date('2026-12-31T15:00:00Z'), 'UTC')).toBe('2026-12-31 15:00:00');
  });
});

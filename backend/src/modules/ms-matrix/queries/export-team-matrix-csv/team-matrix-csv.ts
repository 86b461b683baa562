import { toCsv } from '../../../../platform/csv/csv.js';
import { levelsAt } from '@pivot/rules';

export const NO_DEPARTMENT_LABEL = '未所属';
export const CSV_HEADERS = ['メンバー', '部署', '記録日時', 'X', 'Y', 'スキル', 'マインド', '現在位置'] as const;

export interface CsvPointRow {
  memberName: string;
  departmentName: string | null;
  recordedAt: Date;
  x: number;
  y: number;
  isCurrent: boolean;
}

/** `YYYY-MM-DD HH:mm:ss` in the given time zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  // sv-SE formats as `YYYY-MM-DD HH:mm:ss`.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** The CSV text (`toCsv`: BOM first, text cells neutralised). Positions are the 0..1 fractions; levels are derived as on the board. */
export function teamMatrixCsv(rows: CsvPointRow[], timeZone: string): string {
  const records = rows.map((r) => {
    const levels = levelsAt(r);
    return [
      r.memberName,
      r.departmentName ?? NO_DEPARTMENT_LABEL,
      localDateTime(r.recordedAt, timeZone),
      r.x,
      r.y,
      levels.skillLevel,
      levels.mindsetLevel,
      r.isCurrent ? '現在' : '',
    ];
  });
  return toCsv(CSV_HEADERS, records);
}

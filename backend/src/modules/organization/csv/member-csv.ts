import { parse } from 'csv-parse/sync';
import { isFurigana, ORGANIZATION_LIMITS, toFurigana } from '@pivot/rules';
import { restoreCell, toCsv } from '../../../platform/csv/csv.js';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../../platform/domain/storable-text.js';
import { isCalendarDate } from '../../../platform/time/calendar.js';
import { OrganizationValidationError } from '../domain/organization.errors.js';
import { DUPLICATE_EMAIL_MESSAGE } from '../domain/organization.errors.js';
import { isEmail, normalizeKey } from '../domain/normalize.js';

// CSV bulk registration of company members: decoding, header mapping, per-row checks, export.
// Pure functions; the HTTP layer feeds them the upload and the team's positions and departments.

export const MAX_CSV_BYTES = 1024 * 1024;
export const MAX_CSV_ROWS = 2000;

export type MemberCsvField = 'lastName' | 'firstName' | 'furigana' | 'email' | 'position' | 'department' | 'phoneNumber' | 'hireDate' | 'notes';

/**
 * Column order of the export and the Japanese header; the import accepts these or the English names.
 * 「フリガナ」 is the column kaonavi's member files use (one column, `姓 名` in katakana).
 */
export const MEMBER_CSV_COLUMNS: { field: MemberCsvField; header: string }[] = [
  { field: 'lastName', header: '姓' },
  { field: 'firstName', header: '名' },
  { field: 'furigana', header: 'フリガナ' },
  { field: 'email', header: 'メールアドレス' },
  { field: 'position', header: '役職' },
  { field: 'department', header: '部署' },
  { field: 'phoneNumber', header: '電話番号' },
  { field: 'hireDate', header: '入社日' },
  { field: 'notes', header: '備考' },
];

const HEADER_ALIASES = new Map<string, MemberCsvField>(
  MEMBER_CSV_COLUMNS.flatMap(({ field, header }) => [
    [normalizeKey(header), field],
    [normalizeKey(field), field],
  ]),
);

export type CsvEncoding = 'utf-8' | 'shift_jis';

/**
 * UTF-8 (with or without BOM) when the bytes are valid UTF-8, otherwise Shift_JIS as the WHATWG
 * Encoding Standard defines it (Windows code page 932, with the NEC and IBM extensions), which
 * Node's own `TextDecoder` implements.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: CsvEncoding } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('shift_jis').decode(body), encoding: 'shift_jis' };
  }
}

export type MemberCsvRecord = Record<MemberCsvField, string>;

/** Parses the header row and the data rows; a file without 姓 and 名 columns, empty, or too long is refused whole. */
export function parseMemberCsv(text: string): { rowNumber: number; record: MemberCsvRecord }[] {
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw new OrganizationValidationError('CSV_UNREADABLE', 'file: CSVファイルを読み取れませんでした。形式を確認してください');
  }
  if (rows.length === 0) throw new OrganizationValidationError('CSV_EMPTY', 'file: CSVファイルが空です');
  const fields = rows[0].map((header) => HEADER_ALIASES.get(normalizeKey(header)) ?? null);
  if (!fields.includes('lastName') || !fields.includes('firstName')) {
    throw new OrganizationValidationError('CSV_HEADER', 'file: ヘッダー行に「姓」と「名」（lastName, firstName）の列が必要です');
  }
  const data = rows.slice(1);
  if (data.length === 0) throw new OrganizationValidationError('CSV_NO_ROWS', 'file: CSVファイルにデータ行がありません');
  if (data.length > MAX_CSV_ROWS) {
    throw new OrganizationValidationError('CSV_TOO_MANY_ROWS', `file: 一度に登録できるのは${MAX_CSV_ROWS}行までです（${data.length}行）`);
  }
  return data.map((cells, index) => {
    const record = Object.fromEntries(MEMBER_CSV_COLUMNS.map(({ field }) => [field, ''])) as MemberCsvRecord;
    fields.forEach((field, column) => {
      // A cell our export neutralised ('=…, '+81…) comes back as it was typed.
      if (field) record[field] = restoreCell((cells[column] ?? '').trim());
    });
    // Row 1 is the header, so the first data row is row 2 (as a spreadsheet shows it).
    return { rowNumber: index + 2, record };
  });
}

export interface NamedRef {
  id: string;
  name: string;
}

export interface MemberCsvRow {
  rowNumber: number;
  lastName: string;
  firstName: string;
  /** Folded to full-width katakana (`toFurigana`). */
  furigana: string | null;
  email: string | null;
  position: string | null;
  positionId: string | null;
  department: string | null;
  departmentId: string | null;
  phoneNumber: string | null;
  hireDate: string | null;
  notes: string | null;
  errors: string[];
}

/**
 * Checks every row: no cell with text the database cannot store (NUL), names present, e-mail
 * well-formed and not repeated in the file nor already registered, position and department known
 * in the team (by name, NFKC and case-insensitive).
 */
export function checkMemberRows(
  rows: { rowNumber: number; record: MemberCsvRecord }[],
  context: { positions: NamedRef[]; departments: NamedRef[]; registeredEmails: string[] },
): MemberCsvRow[] {
  const byName = (refs: NamedRef[]) => new Map(refs.map((r) => [normalizeKey(r.name), r.id]));
  const positions = byName(context.positions);
  const departments = byName(context.departments);
  const registered = new Set(context.registeredEmails.map(normalizeKey));
  const seen = new Map<string, number>();

  return rows.map(({ rowNumber, record }) => {
    const errors = MEMBER_CSV_COLUMNS.filter(({ field }) => !isStorableText(record[field])).map(({ header }) => `${header}: ${UNSTORABLE_TEXT_MESSAGE}`);
    if (!record.lastName) errors.push('姓を入力してください');
    if (!record.firstName) errors.push('名を入力してください');
    const furigana = record.furigana ? toFurigana(record.furigana) : null;
    if (furigana && furigana.length > ORGANIZATION_LIMITS.furigana.max) errors.push(ORGANIZATION_LIMITS.furigana.tooLong);
    else if (furigana && !isFurigana(furigana)) errors.push(ORGANIZATION_LIMITS.furigana.notKatakana);
    const email = record.email || null;
    if (email) {
      const key = normalizeKey(email);
      if (!isEmail(email.normalize('NFKC'))) errors.push('有効なメールアドレスを入力してください');
      else if (seen.has(key)) errors.push(`メールアドレスがファイル内の${seen.get(key)}行目と重複しています`);
      else if (registered.has(key)) errors.push(DUPLICATE_EMAIL_MESSAGE);
      if (!seen.has(key)) seen.set(key, rowNumber);
    }
    const position = record.position || null;
    const positionId = position ? (positions.get(normalizeKey(position)) ?? null) : null;
    if (position && !positionId) errors.push(`役職「${position}」が見つかりません`);
    const department = record.department || null;
    const departmentId = department ? (departments.get(normalizeKey(department)) ?? null) : null;
    if (department && !departmentId) errors.push(`部署「${department}」が見つかりません`);
    const hireDate = record.hireDate ? record.hireDate.replace(/\//g, '-').replace(/-(\d)(?=-|$)/g, '-0$1') : null;
    if (hireDate && !isCalendarDate(hireDate)) errors.push('入社日はYYYY-MM-DD形式の日付で入力してください');
    return {
      rowNumber,
      lastName: record.lastName,
      firstName: record.firstName,
      furigana,
      email,
      position,
      positionId,
      department,
      departmentId,
      phoneNumber: record.phoneNumber || null,
      hireDate,
      notes: record.notes || null,
      errors,
    };
  });
}

/** UTF-8 with a BOM, so that Excel opens the Japanese text correctly; no cell starts a formula (`toCsv`). */
export function memberCsv(rows: Record<MemberCsvField, string | null>[]): string {
  return toCsv(
    MEMBER_CSV_COLUMNS.map(({ header }) => header),
    rows.map((row) => MEMBER_CSV_COLUMNS.map(({ field }) => row[field])),
  );
}

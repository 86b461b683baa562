/**
 * The header row the server's CSV import reads (backend `organization/csv/member-csv.ts`,
 * MEMBER_CSV_COLUMNS), in the order its export writes, so a template, an export and an import
 * all share one shape.
 */
export const MEMBER_CSV_HEADER = ['姓', '名', 'フリガナ', 'メールアドレス', '役職', '部署', '電話番号', '入社日', '備考'] as const;

/** The template: the header row only, CRLF like the export. */
export function memberCsvTemplate(): string {
  return `${MEMBER_CSV_HEADER.join(',')}\r\n`;
}

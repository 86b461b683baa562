import { neutraliseCell, restoreCell, toCsv } from './csv.js';

describe('CSV for spreadsheets', () => {
  it.each(['=HYPERLINK("https://evil.example","見る")', '+81-90-1234-5678', '-1+1', '@SUM(A1)', '\t=1', '\r=1'])(
    'makes %p text by a leading quote',
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
      expect(restoreCell(neutraliseCell(value))).toBe(value);
    },
  );

  it('leaves other text alone, also a quote that starts it on purpose', () => {
    for (const value of ['山田 太郎', 'a=b', ' =1', "'quoted", '']) {
      expect(neutraliseCell(value)).toBe(value);
      expect(restoreCell(value)).toBe(value);
    }
  });

  it('writes UTF-8 with a BOM and CRLF, neutralises text cells, keeps numbers (negative too) as numbers', () => {
    const csv = toCsv(['名前', '値'], [
      ['=1+1', -0.5],
      ['-5', 3],
      [null, undefined],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['名前,値', "'=1+1,-0.5", "'-5,3", ',', '']);
  });

  it('quotes a cell that a line break, a semicolon or a tab would split, and commas and quotes', () => {
    const csv = toCsv(['a'], [['x;=1+1'], ['x\t=1'], ['a,"b"'], ['1\n=2']]);
    expect(csv.slice(1).split('\r\n')).toEqual(['a', '"x;=1+1"', '"x\t=1"', '"a,""b"""', '"1\n=2"', '']);
  });
});

import { filenameFromDisposition, safeFileName } from './download';

describe('file name from Content-Disposition', () => {
  it('reads a quoted or bare file name', () => {
    expect(filenameFromDisposition('attachment; filename="ms-matrix.csv"')).toBe('ms-matrix.csv');
    expect(filenameFromDisposition('attachment; filename=ms-matrix.csv')).toBe('ms-matrix.csv');
  });

  it("prefers the RFC 6266 UTF-8 name (Japanese team names)", () => {
    expect(filenameFromDisposition(`attachment; filename="ms-matrix.csv"; filename*=UTF-8''${encodeURIComponent('開発チーム.csv')}`)).toBe('開発チーム.csv');
  });

  it('is null without a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
  });
});

describe('safe file names', () => {
  it('replaces the characters file systems refuse', () => {
    expect(safeFileName('営業/開発:チーム*2026?.csv')).toBe('営業_開発_チーム_2026_.csv');
  });
});

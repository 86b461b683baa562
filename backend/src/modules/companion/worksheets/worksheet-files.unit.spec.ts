import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ALL_WORKSHEETS_ID, WORKSHEET_CATEGORIES, WORKSHEETS } from './worksheet-catalogue.js';
import { WorksheetFiles } from './worksheet-files.js';

/** The text a PDF reader extracts from each page (through the font's ToUnicode map, as a reader copies it). */
async function pdfText(body: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0, useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text };
}

describe('worksheet files', () => {
  const files = new WorksheetFiles();

  it('has the 26 worksheets of spec §3, every category used', () => {
    expect(WORKSHEETS).toHaveLength(26);
    expect(new Set(WORKSHEETS.map((sheet) => sheet.id)).size).toBe(26);
    expect(new Set(WORKSHEETS.map((sheet) => sheet.category))).toEqual(new Set(Object.keys(WORKSHEET_CATEGORIES)));
  });

  it.each(WORKSHEETS.map((sheet) => [sheet.id, sheet] as const))('%s is a one-page Japanese PDF with an embedded font subset, its title and category', async (id, sheet) => {
    const file = (await files.get(id))!;
    expect(file).toMatchObject({ contentType: 'application/pdf', fileName: `${sheet.title}.pdf`, asciiFileName: `${id}.pdf` });
    const raw = file.body.toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    // Embedded TrueType glyphs (FontFile2), subset: a six-letter tag before the name.
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
    expect(file.body.length).toBeLessThan(150_000);
    const { pages, text } = await pdfText(file.body);
    expect(pages).toBe(1);
    expect(text).toContain(sheet.title);
    expect(text).toContain(WORKSHEET_CATEGORIES[sheet.category]);
    expect(text).toContain('氏名');
  });

  it('makes pivot-all one ZIP of the 26 PDFs, named in catalogue order', async () => {
    const file = (await files.get(ALL_WORKSHEETS_ID))!;
    expect(file).toMatchObject({ contentType: 'application/zip', asciiFileName: 'pivot-all.zip' });
    const entries = unzipSync(new Uint8Array(file.body));
    const names = Object.keys(entries);
    expect(names).toHaveLength(26);
    expect(names[0]).toBe('01_山登りチームシート.pdf');
    expect(names[25]).toBe('26_働く3つの理由.pdf');
    for (const [i, sheet] of WORKSHEETS.entries()) {
      expect(Buffer.from(entries[names[i]]).equals((await files.get(sheet.id))!.body)).toBe(true);
    }
  });

  it('generates each file once and serves the same bytes after', async () => {
    const first = await files.get('mvv');
    expect(await files.get('mvv')).toBe(first);
    expect(await new WorksheetFiles().get('mvv')).toEqual(first);
  });

  it.each(['unknown', '../package.json', '..', '/etc/passwd', 'mvv.pdf', 'pivot-all/../mvv', '', 'constructor', '__proto__'])('knows no file %p', (id) => {
    expect(files.get(id)).toBeUndefined();
  });
});

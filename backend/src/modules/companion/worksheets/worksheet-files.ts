import { Injectable } from '@nestjs/common';
import { zipSync, type Zippable, type ZippableFile } from 'fflate';
import { ALL_WORKSHEETS_ID, ALL_WORKSHEETS_TITLE, WORKSHEETS, findWorksheet, type WorksheetId } from './worksheet-catalogue.js';
import { WORKSHEET_LAYOUTS } from './worksheet-layouts.js';
import { renderWorksheetPdf } from './worksheet-pdf.js';

/** A downloadable file: its bytes, type and the name a browser saves it under. */
export interface DownloadFile {
  /** Japanese, e.g. `影響の輪.pdf`. */
  fileName: string;
  /** ASCII, for clients that cannot read `filename*`. */
  asciiFileName: string;
  contentType: 'application/pdf' | 'application/zip';
  body: Buffer;
}

/** The name of a sheet inside the ZIP: catalogue order first, so the set lists as the book does. */
const zipEntryName = (index: number, title: string) => `${String(index + 1).padStart(2, '0')}_${title}.pdf`;

/**
 * The worksheet files, generated on first request and kept in memory for the life of the process
 * (docs/decisions/0031). The id is only ever a key of the catalogue: nothing is read from disk by
 * a name the client sent, so no path can reach outside the set. Concurrent first requests share
 * one generation.
 */
@Injectable()
export class WorksheetFiles {
  private readonly cache = new Map<string, Promise<DownloadFile>>();

  /** The file for a worksheet id or `pivot-all`; undefined for any other id. */
  get(id: string): Promise<DownloadFile> | undefined {
    if (id !== ALL_WORKSHEETS_ID && !findWorksheet(id)) return undefined;
    let file = this.cache.get(id);
    if (!file) {
      file = id === ALL_WORKSHEETS_ID ? this.renderAll() : this.renderOne(id as WorksheetId);
      // A failed generation is not kept: the next request tries again.
      file.catch(() => this.cache.delete(id));
      this.cache.set(id, file);
    }
    return file;
  }

  private async renderOne(id: WorksheetId): Promise<DownloadFile> {
    const sheet = findWorksheet(id)!;
    const body = await renderWorksheetPdf(sheet, WORKSHEET_LAYOUTS[id]);
    return { fileName: `${sheet.title}.pdf`, asciiFileName: `${id}.pdf`, contentType: 'application/pdf', body };
  }

  private async renderAll(): Promise<DownloadFile> {
    const files = await Promise.all(WORKSHEETS.map((sheet) => this.get(sheet.id)!));
    const entries: Zippable = Object.fromEntries(
      // PDFs are compressed already; storing them keeps the ZIP as fast to open as to make.
      files.map((file, i): [string, ZippableFile] => [zipEntryName(i, WORKSHEETS[i].title), [new Uint8Array(file.body), { level: 0, mtime: new Date('2026-01-01T00:00:00Z') }]]),
    );
    const body = Buffer.from(zipSync(entries));
    return { fileName: `${ALL_WORKSHEETS_TITLE}.zip`, asciiFileName: `${ALL_WORKSHEETS_ID}.zip`, contentType: 'application/zip', body };
  }
}

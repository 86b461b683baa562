import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { WORKSHEET_CATEGORIES, type Worksheet } from './worksheet-catalogue.js';

// Renders one worksheet as an A4 PDF: header (category, title, explanation), the blank sheet
// drawn by its layout, and a footer for name and date. The Japanese font is Noto Sans JP from an
// npm package (never the machine's fonts, which a fresh server lacks); pdfkit embeds only the
// glyphs a document uses (a subset), so a sheet stays small.

const require = createRequire(import.meta.url);
const fontFile = (weight: string) => readFileSync(require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => (fonts ??= { regular: fontFile('400Regular'), bold: fontFile('700Bold') });

/** The product's colours (frontend brand tokens), for print: ink, the primary indigo, the warm accent, tints. */
export const INK = '#1F2937';
export const MUTED = '#6B7280';
export const PRIMARY = '#2F4B8A';
export const PRIMARY_SOFT = '#EEF2FA';
export const ACCENT = '#E07A3F';
export const ACCENT_SOFT = '#FDF1EA';
export const LINE = '#9CA3AF';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;

/** The area a layout draws in, below the header and above the footer. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Drawing helpers a layout uses, so that every sheet shares one look: labelled boxes to write in,
 * ruled lines, captions. Coordinates are PDF points from the top left of the page.
 */
export class SheetCanvas {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  /** A caption: `size` points, bold or regular, `align` within `width` from `x`. */
  text(value: string, x: number, y: number, options: { width?: number; size?: number; bold?: boolean; color?: string; align?: 'left' | 'center' | 'right' } = {}): this {
    this.doc
      .font(options.bold ? 'jp-bold' : 'jp')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(value, x, y, { width: options.width, align: options.align ?? 'left', lineGap: 2 });
    return this;
  }

  /** `count` ruled writing lines, `gap` apart, starting `gap` below `y`. */
  lines(x: number, y: number, width: number, count: number, gap = 22): this {
    for (let i = 1; i <= count; i += 1) {
      this.doc.moveTo(x, y + i * gap).lineTo(x + width, y + i * gap).lineWidth(0.5).dash(2, { space: 2 }).strokeColor(LINE).stroke().undash();
    }
    return this;
  }

  /** A rounded box with a label in its top left and ruled lines to write on. */
  box(x: number, y: number, width: number, height: number, label: string, options: { fill?: string; stroke?: string; lines?: boolean; hint?: string } = {}): this {
    this.doc.roundedRect(x, y, width, height, 6).lineWidth(1).fillAndStroke(options.fill ?? '#FFFFFF', options.stroke ?? PRIMARY);
    this.text(label, x + 8, y + 6, { width: width - 16, size: 10, bold: true, color: options.stroke ?? PRIMARY });
    if (options.hint) this.text(options.hint, x + 8, y + 21, { width: width - 16, size: 7.5, color: MUTED });
    if (options.lines !== false) {
      const top = y + (options.hint ? 34 : 22);
      const count = Math.max(0, Math.floor((y + height - top - 6) / 20));
      this.lines(x + 8, top - 20, width - 16, count, 20);
    }
    return this;
  }

  /** A table of `columns` headers and `rows` row labels (or blank rows) to fill in. */
  table(x: number, y: number, width: number, columns: readonly string[], rows: readonly string[] | number, options: { rowHeight?: number; firstColumn?: number } = {}): this {
    const rowHeight = options.rowHeight ?? 36;
    const labels = typeof rows === 'number' ? Array.from({ length: rows }, () => '') : rows;
    const first = options.firstColumn ?? width / columns.length;
    const rest = (width - first) / Math.max(1, columns.length - 1);
    const colX = (i: number) => (i === 0 ? x : x + first + (i - 1) * rest);
    const colW = (i: number) => (i === 0 ? first : rest);
    const headerHeight = 22;
    this.doc.rect(x, y, width, headerHeight).fillAndStroke(PRIMARY_SOFT, PRIMARY);
    columns.forEach((column, i) => this.text(column, colX(i) + 4, y + 6, { width: colW(i) - 8, size: 9, bold: true, color: PRIMARY, align: 'center' }));
    labels.forEach((label, r) => {
      const top = y + headerHeight + r * rowHeight;
      columns.forEach((_, i) => this.doc.rect(colX(i), top, colW(i), rowHeight).lineWidth(0.7).strokeColor(PRIMARY).stroke());
      if (label) this.text(label, x + 4, top + 6, { width: first - 8, size: 9, bold: true });
    });
    return this;
  }

  /** A filled polygon through `points`. */
  polygon(points: readonly [number, number][], fill: string, stroke = PRIMARY): this {
    this.doc.polygon(...points.map(([px, py]) => [px, py])).lineWidth(1).fillAndStroke(fill, stroke);
    return this;
  }

  circle(cx: number, cy: number, radius: number, fill: string, stroke = PRIMARY): this {
    this.doc.circle(cx, cy, radius).lineWidth(1).fillAndStroke(fill, stroke);
    return this;
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, stroke = PRIMARY): this {
    this.doc.ellipse(cx, cy, rx, ry).lineWidth(1).fillAndStroke(fill, stroke);
    return this;
  }

  /** A straight arrow from (x1, y1) to (x2, y2) with a head at the end. */
  arrow(x1: number, y1: number, x2: number, y2: number, color = ACCENT): this {
    const angle = Math.atan2(y2 - y1, x2 - x1);
    const head = 8;
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(1.5).strokeColor(color).stroke();
    this.doc
      .polygon([x2, y2], [x2 - head * Math.cos(angle - 0.4), y2 - head * Math.sin(angle - 0.4)], [x2 - head * Math.cos(angle + 0.4), y2 - head * Math.sin(angle + 0.4)])
      .fill(color);
    return this;
  }

  /** A dashed line, e.g. the water line of an iceberg. */
  dashed(x1: number, y1: number, x2: number, y2: number, color = PRIMARY): this {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(1).dash(5, { space: 3 }).strokeColor(color).stroke().undash();
    return this;
  }

  /** An iceberg: a small peak above the water line at `waterY`, a large body below it. */
  iceberg(cx: number, waterY: number, width: number, depth: number, peak = 0.35): this {
    const half = width / 2;
    const top = waterY - depth * peak;
    this.polygon(
      [
        [cx - half * 0.28, waterY],
        [cx - half * 0.1, top + 8],
        [cx, top],
        [cx + half * 0.12, top + 14],
        [cx + half * 0.3, waterY],
      ],
      '#FFFFFF',
    );
    this.polygon(
      [
        [cx - half * 0.3, waterY],
        [cx + half * 0.32, waterY],
        [cx + half * 0.85, waterY + depth * 0.45],
        [cx + half * 0.55, waterY + depth],
        [cx - half * 0.6, waterY + depth * 0.9],
        [cx - half, waterY + depth * 0.4],
      ],
      PRIMARY_SOFT,
    );
    return this;
  }
}

/** A layout draws the blank sheet in its area. */
export type WorksheetLayout = (canvas: SheetCanvas, area: Area) => void;

/** Fixed so that every instance renders the same bytes for a sheet (the file is the same wherever it is served from). */
const CREATED = new Date('2026-01-01T00:00:00Z');

/** The worksheet as a PDF file. */
export async function renderWorksheetPdf(sheet: Worksheet, layout: WorksheetLayout): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    // A small bottom margin: the footer sits low, and text below the margin would start a second page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 10 },
    info: { Title: sheet.title, Subject: WORKSHEET_CATEGORIES[sheet.category], Author: 'pivot community', Creator: 'pivot community', CreationDate: CREATED, ModDate: CREATED },
    lang: 'ja-JP',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('jp', regular);
  doc.registerFont('jp-bold', bold);
  const canvas = new SheetCanvas(doc);
  const width = PAGE.width - 2 * MARGIN;

  doc.rect(0, 0, PAGE.width, 8).fill(PRIMARY);
  const category = WORKSHEET_CATEGORIES[sheet.category];
  doc.font('jp-bold').fontSize(9);
  const chip = doc.widthOfString(category) + 16;
  doc.roundedRect(MARGIN, 28, chip, 18, 9).fill(ACCENT_SOFT);
  canvas.text(category, MARGIN + 8, 31, { size: 9, bold: true, color: ACCENT });
  canvas.text('ワークシート', MARGIN + chip + 8, 31, { size: 9, color: MUTED });
  canvas.text(sheet.title, MARGIN, 54, { width, size: 22, bold: true });
  canvas.text(sheet.description, MARGIN, doc.y + 6, { width, size: 10, color: '#4B5563' });
  const top = doc.y + 12;
  doc.moveTo(MARGIN, top).lineTo(PAGE.width - MARGIN, top).lineWidth(0.8).strokeColor(PRIMARY).stroke();

  const footerY = PAGE.height - MARGIN - 18;
  layout(canvas, { x: MARGIN, y: top + 14, width, height: footerY - top - 28 });

  canvas.text('氏名', MARGIN, footerY + 2, { size: 9, color: MUTED });
  doc.moveTo(MARGIN + 26, footerY + 14).lineTo(MARGIN + 200, footerY + 14).lineWidth(0.5).strokeColor(LINE).stroke();
  canvas.text('記入日　　　　年　　　月　　　日', MARGIN + 220, footerY + 2, { size: 9, color: MUTED });
  canvas.text('pivot community', MARGIN, footerY + 2, { width, size: 8, color: MUTED, align: 'right' });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

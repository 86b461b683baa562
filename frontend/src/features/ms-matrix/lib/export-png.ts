import { BOARD_HEIGHT, BOARD_WIDTH } from './levels';

/** The system fonts the exported picture names, so Japanese renders without web fonts. */
export const EXPORT_FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', Meiryo, sans-serif";

/**
 * A PNG of the board: the SVG is serialised as it is drawn (attributes only, no style sheets), with
 * explicit size, a white background and the system font family, then painted on a canvas.
 */
export async function boardToPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const width = BOARD_WIDTH * scale;
  const height = BOARD_HEIGHT * scale;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('font-family', EXPORT_FONT_FAMILY);
  clone.removeAttribute('style');
  clone.querySelectorAll('[data-export="omit"]').forEach((node) => node.remove());
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('width', String(BOARD_WIDTH));
  background.setAttribute('height', String(BOARD_HEIGHT));
  background.setAttribute('fill', '#ffffff');
  clone.insertBefore(background, clone.firstChild);

  const markup = new XMLSerializer().serializeToString(clone);
  const image = new Image();
  image.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The board could not be drawn as an image'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await loaded;

  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/png'),
  );
}

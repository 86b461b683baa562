import { BOARD_HEIGHT, BOARD_WIDTH } from './board-geometry';

/** Pixels per viewBox unit in the exported image: sharp enough to print or paste into slides. */
const EXPORT_SCALE = 3;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the board image could not be rendered'));
    image.src = url;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))), 'image/png');
  });
}

/**
 * Draws the board's SVG on a white canvas and downloads it as a PNG. The board is drawn with
 * attributes only (no stylesheet), so its serialised markup renders the same outside the page.
 */
export async function exportBoardPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(BOARD_WIDTH * EXPORT_SCALE));
  clone.setAttribute('height', String(BOARD_HEIGHT * EXPORT_SCALE));
  const markup = new XMLSerializer().serializeToString(clone);
  const svgUrl = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(svgUrl);
    const canvas = document.createElement('canvas');
    canvas.width = BOARD_WIDTH * EXPORT_SCALE;
    canvas.height = BOARD_HEIGHT * EXPORT_SCALE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const pngUrl = URL.createObjectURL(await canvasToBlob(canvas));
    const link = document.createElement('a');
    link.href = pngUrl;
    link.download = fileName;
    link.click();
    // The download has started from the object URL; give the browser a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(pngUrl), 1000);
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}

import { brand } from '../ui/brand-tokens';
const SVG_NS = 'http://www.w3.org/2000/svg';

interface SvgToPngOptions {
  /** The SVG's viewBox size: the picture is `width × scale` by `height × scale` pixels. */
  width: number;
  height: number;
  /** Pixels per viewBox unit: 2–3 is sharp enough to print or paste into slides. */
  scale: number;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the board could not be drawn as an image'));
    image.src = url;
  });
}

/** A blob as a `data:` URL (read as bytes, so it works on any `Blob`, a fetched one included). */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * Every `<image>` of the copy as a data URL (faces on the boards, decision 0097): an SVG drawn as
 * an image loads nothing from outside, and a canvas with a cross-document picture could not be exported.
 */
export async function inlineImages(svg: SVGSVGElement): Promise<void> {
  await Promise.all(
    [...svg.querySelectorAll('image')].map(async (image) => {
      const href = image.getAttribute('href') ?? '';
      if (href === '' || href.startsWith('data:')) return;
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) throw new Error('an image on the board could not be read');
      image.setAttribute('href', await blobToDataUrl(await response.blob()));
    }),
  );
}

/**
 * A PNG of an on-screen SVG drawn with attributes only (no style sheets), as the boards are: the
 * SVG is serialised with an explicit size, without the parts marked `data-export="omit"` (hover
 * markers, focus rings), its images inlined, on a white background, and painted on a canvas.
 */
export async function svgToPng(svg: SVGSVGElement, { width, height, scale }: SvgToPngOptions): Promise<Blob> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width * scale));
  clone.setAttribute('height', String(height * scale));
  clone.removeAttribute('style');
  clone.querySelectorAll('[data-export="omit"]').forEach((node) => node.remove());
  await inlineImages(clone);
  const markup = new XMLSerializer().serializeToString(clone);
  const svgUrl = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(svgUrl);
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = brand.surface;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the image could not be encoded'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}

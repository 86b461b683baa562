import type { WorksheetMotif } from '../../../shared/content/companion';

/** Line drawings of what a worksheet holds, in a 64×48 box: inline, so cards have their size at first paint. */
const drawings: Record<WorksheetMotif, string> = {
  mountain: 'M4 42 L24 12 L34 26 L42 18 L60 42 Z M20 18 l4 -6 l4 6',
  columns: 'M8 8 h20 v32 h-20 Z M36 8 h20 v32 h-20 Z M12 16 h12 M12 24 h12 M40 16 h12 M40 24 h12',
  iceberg: 'M4 20 H60 M22 20 L28 8 L36 14 L42 20 M14 20 L22 40 L42 44 L52 20',
  circles: 'M32 24 m-18 0 a18 18 0 1 0 36 0 a18 18 0 1 0 -36 0 M32 24 m-9 0 a9 9 0 1 0 18 0 a9 9 0 1 0 -18 0',
  balance: 'M32 6 V42 M20 42 H44 M10 14 H54 M10 14 L4 28 H16 Z M54 14 L48 28 H60 Z',
  path: 'M6 42 C18 42 14 26 28 26 S40 8 58 8 M6 42 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0 M58 8 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0',
  tree: 'M32 44 V26 M32 30 L22 22 M32 28 L42 20 M32 22 m-16 0 a16 14 0 1 0 32 0 a16 14 0 1 0 -32 0',
  arrows: 'M8 24 H50 M42 16 L50 24 L42 32 M14 10 H36 M14 38 H36',
};

export function WorksheetThumbnail({ motif }: { motif: WorksheetMotif }) {
  return (
    <svg className="worksheet-card__thumbnail" viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false">
      <path d={drawings[motif]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

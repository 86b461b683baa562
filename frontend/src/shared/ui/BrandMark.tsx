import { brand } from './brand-tokens';

/**
 * The product's mark: the four cells of the matrices the community works with, and an arrow that
 * turns from the lower left towards the upper right (the pivot, growth on both axes). Decorative:
 * the product's name is written beside it as text.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false" style={{ flex: 'none', display: 'block' }}>
      <rect width={32} height={32} rx={8} fill={brand.primary} />
      <g fill={brand.surface} opacity={0.22}>
        <rect x={6} y={6} width={9} height={9} rx={2} />
        <rect x={17} y={6} width={9} height={9} rx={2} />
        <rect x={6} y={17} width={9} height={9} rx={2} />
        <rect x={17} y={17} width={9} height={9} rx={2} />
      </g>
      <path d="M10.5 21.5C10.5 15 14 11 21.5 10.5" fill="none" stroke={brand.accentBright} strokeWidth={2.8} strokeLinecap="round" />
      <path d="M17.8 7.2L21.8 10.5L18.2 14.2" fill="none" stroke={brand.accentBright} strokeWidth={2.8} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={10.5} cy={21.5} r={2.6} fill={brand.surface} />
    </svg>
  );
}

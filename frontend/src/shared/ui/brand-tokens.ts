/**
 * The product's design tokens, set once here (docs/design.md). antd takes them through
 * `ConfigProvider` (`theme.ts`); pages drawn without antd (the public landing page) take the same
 * values as CSS custom properties (`--brand-*`, `brandStylesheet`, which the build writes into the
 * first stylesheet, so they hold before any script runs). No component names a
 * colour of its own: it reads a token. This module imports nothing, so the lightest page can use it.
 */
import { JAPANESE_FONT_FAMILY } from './fonts';

export const brand = {
  /** Deep indigo: calm, reads as "management", and sits apart from the four quadrant tints. */
  primary: '#2F4B8A',
  primaryHover: '#3D5FA8',
  primaryActive: '#243A6C',
  /** Pale primary for selected rows, highlighted cards, the landing page's bands. */
  primarySoft: '#EEF2FA',
  /** The border of a pale primary box (a processing tag). */
  primaryBorder: '#C9D4EC',
  /**
   * Warm accent (the "pivot" moment): calls to start, highlights; never for errors. Dark enough for
   * white text on it and for text in it on white or on `accentSoft` (≥ 4.5:1, WCAG 1.4.3,
   * docs/decisions/0089).
   */
  accent: '#C2410C',
  /** The accent's bright tone, for the brand mark and illustrations only (drawings, never text or a control). */
  accentBright: '#E07A3F',
  accentSoft: '#FDF1EA',
  ink: '#1F2937',
  inkSecondary: '#4B5563',
  /** Captions, subtitles, placeholders: ≥ 4.5:1 on every surface (white, canvas, primarySoft). */
  inkMuted: '#5F6673',
  /** Text that is switched off (a hidden member, a disabled control); never text to be read. */
  inkDisabled: '#9CA3AF',
  /** Dark panels over a board (drag read-outs): white text on it. */
  inkInverse: '#111827',
  border: '#E5E7EB',
  surface: '#FFFFFF',
  /** Grey panels inside a card (legends, previews, group headers). */
  surfaceMuted: '#F9FAFB',
  canvas: '#F5F6F8',
  /** A see-through surface over a board (its empty-state card). */
  surfaceOverlay: 'rgba(255, 255, 255, 0.92)',
  /** A card floating over a board; a dot lifted under the pointer. */
  shadowOverlay: '0 6px 16px rgba(15, 23, 42, 0.08)',
  shadowRaised: '0 1px 2px rgba(15, 23, 42, 0.35)',
  /** Charts and boards: axis lines and labels, guide lines, the faint grid. */
  chartAxis: '#475569',
  chartGuide: '#94A3B8',
  chartGrid: '#E2E8F0',
  success: '#15803D',
  /** Behind a success mark (a tag, a rise). antd would derive a greyish tint from the dark green. */
  successSoft: '#ECF8F0',
  successBorder: '#B7E4C7',
  warning: '#B45309',
  /** Behind a warning mark (an open inquiry's tag): `warning` reaches 4.7:1 on it, antd's derived tint (#F5EBDC) 4.26. */
  warningSoft: '#FFF7ED',
  warningBorder: '#FED7AA',
  /** Text in it reaches 4.5:1 on white and on `errorSoft` (an error tag, a field's message). */
  error: '#B91C1C',
  /** Behind an error mark (a point about to be deleted). */
  errorSoft: '#FEE2E2',
  fontFamily: JAPANESE_FONT_FAMILY,
  fontSize: 14,
  /** Japanese body text needs more air than Latin text. */
  lineHeight: 1.7,
  radius: 8,
  radiusSmall: 4,
  radiusLarge: 12,
  /** Headings: 600 reads as bold in Japanese system fonts without the blotches of 700. */
  fontWeightStrong: 600,
  /** Headings need less line height than body text. */
  lineHeightHeading: 1.4,
  /** The spacing scale in px: 4, 8, 12, 16, 24, 32, 48. */
  space: [4, 8, 12, 16, 24, 32, 48] as const,
} as const;

const cssVariables: Record<string, string> = {
  '--brand-primary': brand.primary,
  '--brand-primary-hover': brand.primaryHover,
  '--brand-primary-active': brand.primaryActive,
  '--brand-primary-soft': brand.primarySoft,
  '--brand-primary-border': brand.primaryBorder,
  '--brand-accent': brand.accent,
  '--brand-accent-bright': brand.accentBright,
  '--brand-accent-soft': brand.accentSoft,
  '--brand-ink': brand.ink,
  '--brand-ink-secondary': brand.inkSecondary,
  '--brand-ink-muted': brand.inkMuted,
  '--brand-ink-disabled': brand.inkDisabled,
  '--brand-ink-inverse': brand.inkInverse,
  '--brand-border': brand.border,
  '--brand-surface': brand.surface,
  '--brand-surface-muted': brand.surfaceMuted,
  '--brand-canvas': brand.canvas,
  '--brand-surface-overlay': brand.surfaceOverlay,
  '--brand-shadow-overlay': brand.shadowOverlay,
  '--brand-shadow-raised': brand.shadowRaised,
  '--brand-chart-axis': brand.chartAxis,
  '--brand-chart-guide': brand.chartGuide,
  '--brand-chart-grid': brand.chartGrid,
  '--brand-success': brand.success,
  '--brand-success-soft': brand.successSoft,
  '--brand-success-border': brand.successBorder,
  '--brand-warning': brand.warning,
  '--brand-error': brand.error,
  '--brand-error-soft': brand.errorSoft,
  '--brand-font-family': brand.fontFamily,
  '--brand-font-size': `${brand.fontSize}px`,
  '--brand-line-height': String(brand.lineHeight),
  '--brand-line-height-heading': String(brand.lineHeightHeading),
  '--brand-font-weight-strong': String(brand.fontWeightStrong),
  '--brand-radius': `${brand.radius}px`,
  '--brand-radius-small': `${brand.radiusSmall}px`,
  '--brand-radius-large': `${brand.radiusLarge}px`,
  // --brand-space-1 … --brand-space-7: 4px … 48px.
  ...Object.fromEntries(brand.space.map((px, index) => [`--brand-space-${index + 1}`, `${px}px`])),
};

/**
 * The tokens as CSS custom properties on `:root`, for markup styled without antd: the stylesheet
 * `virtual:brand-tokens.css` (vite.config.ts), which `main.tsx` imports, so they are in the first
 * stylesheet and hold from the first paint (docs/decisions/0119).
 */
export function brandStylesheet(): string {
  return `:root {\n${Object.entries(cssVariables)
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}\n`;
}

import type { ReactNode } from 'react';
import { brand } from './brand-tokens';

/** What an empty, refused or missing screen shows a picture of (docs/design.md, "Empty states"). */
export type IllustrationKind = 'notFound' | 'forbidden' | 'signIn' | 'error' | 'team' | 'board' | 'list';

const stroke = { fill: 'none', stroke: brand.primary, strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const accentStroke = { ...stroke, stroke: brand.accentBright, strokeWidth: 3.5 } as const;

/** Each picture on the same ground: a pale primary disc and a shadow, drawn in two tokens and the accent. */
const drawings: Record<IllustrationKind, ReactNode> = {
  // A signpost with a question mark: the way here leads nowhere.
  notFound: (
    <>
      <rect x={57} y={34} width={6} height={48} rx={2} fill={brand.primary} />
      <path d="M30 20h48l8 9-8 9H30a3 3 0 0 1-3-3V23a3 3 0 0 1 3-3z" {...stroke} fill={brand.surface} />
      <path d="M50 25.5a5 5 0 1 1 6.5 4.8c-1.2.4-1.5 1.2-1.5 2.2" {...accentStroke} strokeWidth={3} />
      <circle cx={55} cy={36.2} r={0.4} {...accentStroke} strokeWidth={3} />
      <path d="M44 56h32" {...stroke} stroke={brand.chartGuide} strokeDasharray="3 5" />
    </>
  ),
  // A padlock: the page is there, but not for this account.
  forbidden: (
    <>
      <path d="M47 46v-9a13 13 0 0 1 26 0v9" {...stroke} strokeWidth={5} />
      <rect x={39} y={45} width={42} height={34} rx={7} fill={brand.primary} />
      <circle cx={60} cy={58} r={4.5} fill={brand.surface} />
      <rect x={58.25} y={59} width={3.5} height={10} rx={1.5} fill={brand.surface} />
      <circle cx={86} cy={30} r={7} fill={brand.accentBright} />
      <path d="M82.5 30h7" stroke={brand.surface} strokeWidth={2.5} strokeLinecap="round" />
    </>
  ),
  // A door and an arrow going in: sign in to enter.
  signIn: (
    <>
      <rect x={54} y={20} width={30} height={60} rx={3} {...stroke} fill={brand.surface} />
      <circle cx={77} cy={52} r={2.2} fill={brand.primary} />
      <path d="M28 50h30" {...accentStroke} />
      <path d="M50 42l8 8-8 8" {...accentStroke} />
    </>
  ),
  // A page with a warning mark: something went wrong while showing it.
  error: (
    <>
      <rect x={38} y={18} width={42} height={56} rx={4} {...stroke} fill={brand.surface} />
      <path d="M46 32h26M46 41h26M46 50h16" {...stroke} stroke={brand.border} strokeWidth={3} />
      <circle cx={80} cy={66} r={12} fill={brand.accentBright} />
      <path d="M80 59.5v7.5" stroke={brand.surface} strokeWidth={3} strokeLinecap="round" />
      <circle cx={80} cy={72} r={1.8} fill={brand.surface} />
    </>
  ),
  // People and an empty place with a plus: create a team, or join one.
  team: (
    <>
      <circle cx={46} cy={40} r={8} fill={brand.chartGuide} />
      <path d="M32 70a14 14 0 0 1 28 0z" fill={brand.chartGuide} />
      <circle cx={64} cy={36} r={10} fill={brand.primary} />
      <path d="M46 74a18 18 0 0 1 36 0z" fill={brand.primary} />
      <circle cx={90} cy={44} r={10} fill={brand.surface} stroke={brand.accentBright} strokeWidth={2.5} strokeDasharray="4 3" />
      <path d="M90 39v10M85 44h10" {...accentStroke} strokeWidth={2.5} />
    </>
  ),
  // A two-by-two board with no one on it yet, and a place for the first dot.
  board: (
    <>
      <rect x={30} y={18} width={60} height={60} rx={5} {...stroke} fill={brand.surface} />
      <path d="M60 18v60M30 48h60" {...stroke} stroke={brand.chartGuide} strokeWidth={1.5} />
      <circle cx={75} cy={33} r={7} fill={brand.surface} stroke={brand.accentBright} strokeWidth={2.5} strokeDasharray="4 3" />
      <path d="M75 29.5v7M71.5 33h7" {...accentStroke} strokeWidth={2.2} />
      <circle cx={44} cy={63} r={3} fill={brand.chartGuide} />
    </>
  ),
  // A list with its rows still to be added.
  list: (
    <>
      <rect x={30} y={20} width={60} height={16} rx={4} {...stroke} fill={brand.surface} />
      <circle cx={39} cy={28} r={3.5} fill={brand.primary} />
      <path d="M47 28h34" {...stroke} stroke={brand.border} strokeWidth={3} />
      <rect x={30} y={42} width={60} height={16} rx={4} {...stroke} fill={brand.surface} />
      <circle cx={39} cy={50} r={3.5} fill={brand.chartGuide} />
      <path d="M47 50h24" {...stroke} stroke={brand.border} strokeWidth={3} />
      <rect x={30} y={64} width={60} height={16} rx={4} fill="none" stroke={brand.accentBright} strokeWidth={2} strokeDasharray="4 3" />
      <path d="M60 68v8M56 72h8" {...accentStroke} strokeWidth={2.2} />
    </>
  ),
};

/** A small picture drawn from the design tokens; decorative, so the heading beside it carries the meaning. */
export function Illustration({ kind, width = 120 }: { kind: IllustrationKind; width?: number }) {
  return (
    <svg width={width} height={(width * 96) / 120} viewBox="0 0 120 96" aria-hidden focusable="false" data-illustration={kind}>
      <ellipse cx={60} cy={86} rx={38} ry={4} fill={brand.border} />
      <circle cx={60} cy={48} r={36} fill={brand.primarySoft} />
      {drawings[kind]}
    </svg>
  );
}

import type { BuddyExpression, BuddyStage } from '../../../shared/api/generated/growth-cycles';
import { brand } from '../../../shared/ui/brand-tokens';

/** A shop item the buddy wears, as it is drawn: its type decides where, its colour how. */
export interface WornItem {
  id: string;
  name: string;
  itemType: string;
  color: string;
  /** The shop item's `itemData.icon` (star, gift, eye, crown): what an accessory is, so where it sits. */
  icon?: string;
}

/** Where each kind of accessory is worn; one that has no place of its own, or whose place is taken, is a badge in the corner. */
type AccessoryPlace = 'head-right' | 'head-left' | 'eyes';
const ACCESSORY_PLACES: Record<string, AccessoryPlace> = { star: 'head-right', crown: 'head-right', gift: 'head-left', eye: 'eyes' };

function Accessory({ item, place }: { item: WornItem; place: AccessoryPlace }) {
  if (place === 'eyes') {
    return (
      <g data-worn={item.name} fill="none" stroke={item.color} strokeWidth="2">
        <circle cx="25" cy="34" r="6" />
        <circle cx="39" cy="34" r="6" />
        <path d="M31 34 Q32 32.5 33 34 M19 33 L10 30 M45 33 L54 30" strokeLinecap="round" />
      </g>
    );
  }
  if (place === 'head-left') {
    return (
      <g data-worn={item.name} transform="translate(15 19) rotate(-20)" stroke={brand.primary} strokeWidth="1">
        <path d="M0 0 L-8 -5 L-8 5 Z M0 0 L8 -5 L8 5 Z" fill={item.color} />
        <circle r="2.5" fill={item.color} />
      </g>
    );
  }
  if (item.icon === 'crown') {
    return (
      <g data-worn={item.name} transform="translate(47 18) rotate(25)">
        <path d="M-8 4 L-7 -5 L-3 -1 L0 -7 L3 -1 L7 -5 L8 4 Z" fill={item.color} stroke={brand.primary} strokeWidth="1" />
      </g>
    );
  }
  return (
    <g data-worn={item.name} transform="translate(47 18) rotate(25)">
      <path d="M-8 5 L0 -11 L8 5 Z" fill={item.color} stroke={brand.primary} strokeWidth="1" />
      <path d="M0 -16 L1.5 -12.5 L5 -12.5 L2.2 -10.3 L3.2 -6.8 L0 -8.8 L-3.2 -6.8 L-2.2 -10.3 L-5 -12.5 L-1.5 -12.5 Z" fill={brand.warning} />
    </g>
  );
}

interface BuddyFaceProps {
  stage: BuddyStage;
  expression: BuddyExpression;
  size: number;
  label: string;
  /** What it wears from the shop (issue 33): a background behind it, a frame around it, an accessory where it is worn (a hat or crown on the head, a ribbon, glasses), else as a badge; a title is the card's text. */
  wearing?: readonly WornItem[];
}

/**
 * The buddy drawn from the brand tokens: its expression in the eyes and mouth (happy, determined,
 * excited), its stage on its head (a sprout, a headband, a star, a crown), and what it wears from
 * the shop.
 */
export function BuddyFace({ stage, expression, size, label, wearing = [] }: BuddyFaceProps) {
  const worn = (type: string) => wearing.filter((item) => item.itemType === type);
  const taken = new Set<string>();
  const placed: { item: WornItem; place: AccessoryPlace }[] = [];
  const badges: WornItem[] = [];
  for (const item of worn('accessory')) {
    const place = ACCESSORY_PLACES[item.icon ?? ''];
    if (place && !taken.has(place)) {
      taken.add(place);
      placed.push({ item, place });
    } else badges.push(item);
  }
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label} data-stage={stage} data-expression={expression} style={{ flex: 'none' }}>
      {worn('background').map((item) => (
        <rect key={item.id} data-worn={item.name} width="64" height="64" rx="12" fill={item.color} />
      ))}
      <circle cx="32" cy="36" r="24" fill={brand.primarySoft} stroke={brand.primary} strokeWidth="2" />
      {worn('frame').map((item) => (
        <circle key={item.id} data-worn={item.name} cx="32" cy="36" r="27.5" fill="none" stroke={item.color} strokeWidth="3" />
      ))}
      {stage === 'beginner' && (
        <g fill={brand.success}>
          <path d="M32 12 C26 6 20 8 20 8 C22 14 28 14 32 12 Z" />
          <path d="M32 12 C38 6 44 8 44 8 C42 14 36 14 32 12 Z" />
        </g>
      )}
      {stage === 'intermediate' && <rect x="12" y="20" width="40" height="5" rx="2.5" fill={brand.accent} />}
      {stage === 'advanced' && <path d="M32 4 L35 11 L42 11 L36.5 15.5 L38.5 22 L32 18 L25.5 22 L27.5 15.5 L22 11 L29 11 Z" fill={brand.accent} />}
      {stage === 'master' && <path d="M18 18 L22 6 L28 13 L32 4 L36 13 L42 6 L46 18 Z" fill={brand.warning} stroke={brand.primary} strokeWidth="1" />}
      {expression === 'happy' && (
        <g fill="none" stroke={brand.ink} strokeWidth="2.5" strokeLinecap="round">
          <path d="M22 34 Q25 30 28 34" />
          <path d="M36 34 Q39 30 42 34" />
          <path d="M24 42 Q32 50 40 42" />
        </g>
      )}
      {expression === 'determined' && (
        <g stroke={brand.ink} strokeWidth="2.5" strokeLinecap="round">
          <path d="M21 29 L28 31" />
          <path d="M43 29 L36 31" />
          <circle cx="25" cy="35" r="2.5" fill={brand.ink} />
          <circle cx="39" cy="35" r="2.5" fill={brand.ink} />
          <path d="M26 45 L38 45" />
        </g>
      )}
      {expression === 'excited' && (
        <g stroke={brand.ink} strokeWidth="2" strokeLinecap="round">
          <circle cx="25" cy="34" r="3.5" fill={brand.surface} />
          <circle cx="39" cy="34" r="3.5" fill={brand.surface} />
          <circle cx="25" cy="34" r="1.5" fill={brand.ink} />
          <circle cx="39" cy="34" r="1.5" fill={brand.ink} />
          <path d="M23 41 Q32 54 41 41 Z" fill={brand.accent} />
        </g>
      )}
      {placed.map(({ item, place }) => (
        <Accessory key={item.id} item={item} place={place} />
      ))}
      {badges.map((item, i) => (
        <g key={item.id} data-worn={item.name} transform={`translate(${52 - i * 12} 52)`}>
          <circle r="7" fill={item.color} stroke={brand.primary} strokeWidth="1.5" />
          <path d="M0 -4 L1.2 -1.2 L4 -1.2 L1.8 0.6 L2.5 3.5 L0 1.8 L-2.5 3.5 L-1.8 0.6 L-4 -1.2 L-1.2 -1.2 Z" fill={brand.warning} />
        </g>
      ))}
    </svg>
  );
}

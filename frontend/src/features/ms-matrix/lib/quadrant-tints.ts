/**
 * The MS board's data palette (docs/design.md, "Data palettes"): each quadrant keeps its own tint
 * and label ink, whatever the brand's colours, because a quadrant's colour is what a manager reads
 * at a glance (blue: mindset ahead, green: both high, red: both low, amber: skill ahead). The top
 * band (skill capped while the mindset is low) is washed in green. Not theme tokens: a re-brand
 * must not change what a colour on the board means.
 */
export const MS_QUADRANT_TINTS = {
  highMindset: { fill: '#EFF6FF', ink: '#1D4ED8' },
  highHigh: { fill: '#ECFDF5', ink: '#047857' },
  lowLow: { fill: '#FEF2F2', ink: '#B91C1C' },
  highSkill: { fill: '#FFFBEB', ink: '#B45309' },
} as const;

export const MS_TOP_BAND_TINT = '#10B981';

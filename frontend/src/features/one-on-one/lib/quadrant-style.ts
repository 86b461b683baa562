import type { OneOnOneApproach } from '../../../shared/api/generated/one-on-one-matrix';
import { brand } from '../../../shared/ui/brand-tokens';

/** The follow-up ring around a member with no recent 1on1: the status colour of its 要フォロー tag. */
export const FOLLOW_UP_COLOR = brand.warning;

/** Fill and text colours of the board's quadrants and the approach tags (antd preset colours). */
export const QUADRANT_STYLE: Record<OneOnOneApproach, { fill: string; text: string; tag: string }> = {
  strategy: { fill: '#f6ffed', text: '#389e0d', tag: 'green' },
  mindset_improvement: { fill: '#e6f4ff', text: '#0958d9', tag: 'blue' },
  trust_building: { fill: '#fff7e6', text: '#d46b08', tag: 'orange' },
  mixed: { fill: '#f9f0ff', text: '#531dab', tag: 'purple' },
};

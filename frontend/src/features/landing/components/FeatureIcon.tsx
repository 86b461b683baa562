import type { FeatureKey } from '../../../shared/content/landing';

/** Simple line drawings, one a feature: inline, so the grid has its size at first paint. */
const paths: Record<FeatureKey, string> = {
  matrix: 'M4 4v16h16M8 15l3-4 3 2 5-6',
  oneOnOne: 'M4 6h10v7H8l-4 3zM14 10h6v7l-3-2h-5v-2',
  learning: 'M4 5h7v14H4zM13 5h7v14h-7M7 9h2M16 9h2',
  aiCoach: 'M6 8h12v10H6zM12 4v4M9 13h.01M15 13h.01M9 16h6',
  community: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6M3 19c0-3 2-5 5-5s5 2 5 5M15 14c3 0 6 2 6 5',
  anonymous: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
};

export function FeatureIcon({ feature }: { feature: FeatureKey }) {
  return (
    <svg className="landing-feature__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={paths[feature]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

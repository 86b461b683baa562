import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** One line per broken rule, e.g. "platform-not-to-modules: backend/src/platform/x.ts → backend/src/modules/…". */
function describeViolations(result: ICruiseResult): string[] {
  return result.summary.violations.map((violation) => {
    const steps = violation.cycle?.length ? violation.cycle.map((step) => step.name) : [violation.to];
    return `${violation.rule.name}: ${[violation.from, ...steps].join(' → ')}`;
  });
}

// The layer rules (layers, module boundaries, shared → features → app), kept in
// .dependency-cruiser.cjs and explained in docs/decisions/0012-layer-rules.md. Same check as `npm run lint:deps`.
describe('layer and module rules', () => {
  it('hold for the rules package, the backend and the frontend', async () => {
    const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));
    const { output } = await cruise(['packages/rules/src', 'backend/src', 'frontend/src'], { ...options, baseDir: repoRoot });
    const result = output as ICruiseResult;

    expect(result.summary.totalCruised).toBeGreaterThan(100);
    expect(describeViolations(result)).toEqual([]);
  }, 60_000);
});

/**
 * Layer and module rules (docs/decisions/0012-layer-rules.md), checked by dependency-cruiser
 * (docs/decisions/0012-layer-rules.md). Run: `npm run lint:deps`; `npm test` runs it too
 * (backend/src/tools/layer-rules.unit.spec.ts). Paths are relative to the repository root.
 */

/** Tests, their builders and helpers wire real collaborators together, so layer rules skip them. */
const TESTS = ['\\.spec\\.tsx?$', '(^|/)test-support/', '(^|/)__tests__/', '\\.mother\\.tsx?$'];

const MODULES = '^backend/src/modules/';
const NEST_OR_TYPEORM = '(^|/)node_modules/(@nestjs/|typeorm/)';
const NEST_CQRS = '(^|/)node_modules/@nestjs/cqrs/';
const DOMAIN_AND_EVENTS = '^backend/src/(modules/[^/]+|platform)/(domain|events)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes load order fragile and the pieces impossible to understand alone. A cycle that closes only through type imports loads nothing (the cache rules are typed by the generated endpoints, which are built on the API that applies those rules).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-cross-workspace',
      severity: 'error',
      comment: 'The client talks to the server over HTTP (generated client) only, and the server never imports the client.',
      from: { path: '^(backend|frontend)/src/' },
      to: { path: '^(backend|frontend)/', pathNot: '^$1/' },
    },
    {
      name: 'rules-package-stands-alone',
      severity: 'error',
      comment:
        '@pivot/rules (packages/rules) holds the rules both sides enforce as plain TypeScript: it imports nothing ' +
        'outside itself, no framework and no Node.js module, so the server and the browser can both run it (decision 0078).',
      from: { path: '^packages/rules/src/', pathNot: TESTS },
      to: { pathNot: '^packages/rules/src/' },
    },

    // ── backend ────────────────────────────────────────────────────────────────────────────────
    {
      name: 'domain-and-events-are-pure',
      severity: 'error',
      comment:
        'domain/ and events/ import nothing from Nest, TypeORM or an http/ folder (decision 0012), types included; ' +
        "the one exception is the next rule's.",
      from: { path: DOMAIN_AND_EVENTS, pathNot: TESTS },
      to: { path: [NEST_OR_TYPEORM, '^backend/src/.*/http/'], pathNot: NEST_CQRS },
    },
    {
      name: 'domain-and-events-take-only-types-from-cqrs',
      severity: 'error',
      comment:
        "A command class merges @nestjs/cqrs's Command<Result> type so that CommandBus.execute infers its result " +
        '(platform/domain/command.ts). Types are erased when compiling: domain/ keeps no runtime tie to Nest ' +
        '(docs/decisions/0017-one-command-type.md).',
      from: { path: DOMAIN_AND_EVENTS, pathNot: TESTS },
      to: { path: NEST_CQRS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-and-events-not-to-outer-layers',
      severity: 'error',
      comment: 'Deciders and events sit at the centre: they never reach out to handlers, read models, reactors or HTTP.',
      from: { path: `${MODULES}[^/]+/(domain|events)/`, pathNot: TESTS },
      to: { path: [`${MODULES}[^/]+/(commands|queries|projections|reactors|http|migrations)/`, '\\.module\\.ts$'] },
    },
    {
      name: 'projections-import-only-events',
      severity: 'error',
      comment:
        'A projection folds events into rows: inside the modules it imports only events (its own, or other ' +
        "modules' through their index.ts) and its own module's pure domain functions (decision 0012).",
      from: { path: `${MODULES}([^/]+)/projections/`, pathNot: TESTS },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/(events|projections|domain)/`, `${MODULES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'projections-take-only-types-from-other-modules',
      severity: 'error',
      comment:
        "Another module's index.ts is read by a projection for its event types only, never for commands or queries; " +
        "the board kernel's (modules/boards/) is the exception: the two matrices' projections are built from it (decision 0064).",
      from: { path: `${MODULES}([^/]+)/projections/`, pathNot: TESTS },
      to: { path: `${MODULES}(?!$1/|boards/)[^/]+/index\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'board-kernel-only-for-the-matrices',
      severity: 'error',
      comment:
        'modules/boards/ is the kernel the MS matrix and the 1on1 matrix share (entries, intervals, as-of): ' +
        'no other module builds on it (decision 0064).',
      from: { path: MODULES, pathNot: [`${MODULES}(boards|ms-matrix|one-on-one)/`, ...TESTS] },
      to: { path: `${MODULES}boards/` },
    },
    {
      name: 'platform-not-to-modules',
      severity: 'error',
      comment: 'platform/ is the ground the modules stand on; it knows none of them (app.module.ts wires them together).',
      from: { path: '^backend/src/platform/' },
      to: { path: MODULES },
    },
    {
      name: 'platform-not-to-app-root',
      severity: 'error',
      comment:
        'Nor does platform/ reach the modules through the composition root (app.module.ts, create-app.ts, module-migrations.ts).',
      from: { path: '^backend/src/platform/', pathNot: TESTS },
      to: { path: '^backend/src/[^/]+$' },
    },
    {
      name: 'modules-only-through-index',
      severity: 'error',
      comment:
        "Modules talk through events and the buses; what another module may use is exported by its index.ts. " +
        "Integration tests may set up another module's read side directly.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },

    // ── frontend: shared → features → app ──────────────────────────────────────────────────────
    {
      name: 'shared-not-to-features',
      severity: 'error',
      comment: 'shared/ (and locales/) serve every feature and know none of them.',
      from: { path: '^frontend/src/(shared|locales)/' },
      to: { path: '^frontend/src/features/' },
    },
    {
      name: 'shared-not-to-app',
      severity: 'error',
      comment: "shared/ never reaches into app/; its tests may render inside the app's store and providers, as test-support/ does.",
      from: { path: '^frontend/src/(shared|locales)/', pathNot: TESTS },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'features-not-to-app',
      severity: 'error',
      comment: 'app/ composes the features (routes, store); a feature never reaches back into it.',
      from: { path: '^frontend/src/features/', pathNot: TESTS },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'features-not-to-each-other',
      severity: 'error',
      comment: 'Features never import each other; what several of them need moves to shared/.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // The workspaces' build output only: a package whose entry point sits in its own dist/ (e.g.
    // @nestjs/cqrs) must stay visible, or imports of it would pass every rule unseen.
    exclude: { path: '^(backend|frontend|packages/[^/]+)/(dist|coverage)/' },
    // `import type` counts: a type from TypeORM in domain/ couples it to TypeORM all the same.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6', 'cjs'],
  },
};

/**
 * End-to-end tests: the built server (`node backend/dist/main.js`) driven in Debian's Chromium
 * through playwright-core. `npm run test:e2e` builds first. Native ESM + SWC like the backend.
 */
export default {
  displayName: 'e2e',
  reporters: ['default', '<rootDir>/../.ci/failures-reporter.mjs'],
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.e2e.spec.ts'],
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/support/jest.setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
  // Each file starts its own server and browser; one at a time on a 2-core machine.
  maxWorkers: 1,
  testTimeout: 120_000,
};

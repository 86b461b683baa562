/** Jest in native ESM mode with SWC (see docs/decisions/0003-jest-native-esm.md). */
export default {
  displayName: 'backend',
  reporters: ['default', '<rootDir>/../../.ci/failures-reporter.mjs'],
  testEnvironment: 'node',
  rootDir: 'src',
  testMatch: ['**/*.unit.spec.ts', '**/*.int.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // @pivot/rules from its TypeScript source (its dist/ is for `node backend/dist/main.js`): tests need no build first.
  moduleNameMapper: { '^@pivot/rules$': '<rootDir>/../../packages/rules/src/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, importAttributes: true },
          experimental: { keepImportAttributes: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/test-support/global-teardown.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};

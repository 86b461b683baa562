/** Jest in native ESM mode with SWC (see docs/decisions/0003-jest-native-esm.md). */
export default {
  displayName: 'backend',
  reporters: ['default', '<rootDir>/../../.ci/failures-reporter.mjs'],
  testEnvironment: 'node',
  rootDir: 'src',
  testMatch: ['**/*.unit.spec.ts', '**/*.int.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
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

/** Jest in native ESM mode with SWC (docs/decisions/0003-jest-native-esm.md), like the backend's. */
export default {
  displayName: 'rules',
  reporters: ['default', '<rootDir>/../../../.ci/failures-reporter.mjs'],
  testEnvironment: 'node',
  rootDir: 'src',
  testMatch: ['**/*.unit.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }],
  },
};

/** Jest in native ESM mode with SWC and jsdom (docs/decisions/0003-jest-native-esm.md). */
const esmPackages = ['antd', '@ant-design', '@rc-component', 'rc-[^/]+', '@babel/runtime', 'react-router', 'msw', '@mswjs', 'until-async', 'rettime'];

export default {
  displayName: 'frontend',
  reporters: ['default', '<rootDir>/../.ci/failures-reporter.mjs'],
  rootDir: '.',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.unit.spec.ts', '**/*.unit.spec.tsx'],
  testEnvironment: '<rootDir>/jest/jsdom-environment.mjs',
  // msw/node must resolve to its Node build, not the browser one jsdom's default conditions pick.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // @pivot/rules from its TypeScript source, whose relative imports end in .js (NodeNext, for the server).
  // The deep imports of antd's style hooks (the Panel's card, the shared Typography) from the CommonJS build `antd` itself resolves to.
  moduleNameMapper: { '^antd/es/card/style$': '<rootDir>/jest/antd-card-style.mjs', '^antd/es/typography/style$': '<rootDir>/jest/antd-typography-style.mjs', '\\.(css|less)$': 'identity-obj-proxy', '^@pivot/rules$': '<rootDir>/../packages/rules/src/index.ts', '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic' },
            // Vite replaces import.meta.env at build time; Jest has no Vite, so swc does it.
            optimizer: { globals: { vars: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'false', 'import.meta.env.MODE': '"test"' } } },
          },
        },
        module: { type: 'es6' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  testTimeout: 15000,
};

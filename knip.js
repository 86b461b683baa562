/**
 * Dead-code check (knip): files, exports and dependencies that nothing reaches from the entry
 * points below. `npm run lint` runs it; see docs/decisions/0070-lint-gate.md.
 * @type {import('knip').KnipConfig}
 */
export default {
  // An export the file itself uses is part of its own code, not dead: only exports nothing uses count.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // e2e/support/jest.setup.ts is the e2e config's setupFilesAfterEnv.
      entry: ['bench/*.mjs', 'e2e/**/*.e2e.spec.ts', 'e2e/support/jest.setup.ts', '.ci/*.mjs'],
      project: ['bench/**/*.mjs', 'e2e/**/*.ts', '.ci/*.mjs'],
      // The benchmarks drive the backend's own packages (installed for the backend workspace).
      ignoreDependencies: ['pg', 'typeorm', 'reflect-metadata', '@nestjs/common', '@nestjs/core', 'express', 'smtp-server'],
    },
    'packages/rules': {
      // src/index.ts, the package's public contract, is found through package.json `exports`.
      entry: ['src/**/*.spec.ts'],
      project: ['src/**/*.ts'],
      ignoreDependencies: ['@jest/globals'],
    },
    backend: {
      // main.ts (knip reads it from package.json `main`), the tools the scripts run, tests and their
      // Jest set-up. A module's index.ts is its public contract (docs/adding-a-module.md: what other
      // modules may use), so what it offers is not dead for being unused today. The migrations are
      // reached through the module files' `static migrations`, Nest providers through the modules.
      // A test's child process (`*-child.ts`, spawned by path) is an entry of its own.
      entry: ['src/tools/*.ts', 'src/**/*.spec.ts', 'src/test-support/*.mjs', 'src/**/test-support/*-child.ts', 'src/modules/*/index.ts'],
      project: ['src/**/*.{ts,mjs}'],
      // `@jest/globals` ships with jest (root); pino-pretty is a transport pino loads by name; the
      // font files are read by path (worksheet-pdf.ts).
      ignoreDependencies: ['@jest/globals', 'pino-pretty', '@expo-google-fonts/noto-sans-jp'],
    },
    frontend: {
      // main.tsx is found through index.html (Vite); the build-time antd stylesheet, the first paint
      // and the shims the build hands antd are loaded by vite.config.ts by path (docs/decisions/0110,
      // 0117, 0119).
      entry: ['src/**/*.spec.{ts,tsx}', 'jest/*.{ts,mjs}', 'openapi-config.cjs', 'src/app/antd-stylesheet.tsx', 'src/app/first-paint.tsx', 'src/shared/ui/antd-shims/*.ts'],
      project: ['src/**/*.{ts,tsx}', 'jest/*.{ts,mjs}'],
      ignoreDependencies: ['@jest/globals'],
    },
  },
};

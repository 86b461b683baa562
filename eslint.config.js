// ESLint for packages/rules/src, backend/src and frontend/src (docs/decisions/0070-lint-gate.md): the recommended sets
// of ESLint and typescript-eslint (without type information: fast, and `tsc` checks the types),
// React's hooks rules with the React Compiler's checks, and jsx-a11y's accessibility rules.
// `npm run lint` runs it with knip; `npm test` runs that first.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tests = ['**/*.spec.ts', '**/*.spec.tsx', '**/__tests__/**', '**/test-support/**', '**/*.mother.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/src/shared/api/generated/**'] },
  {
    files: ['packages/rules/src/**/*.ts', 'backend/src/**/*.{ts,mjs}', 'frontend/src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name that is there on purpose: a parameter a signature needs,
      // or a property taken out of a rest object (`const { id: _id, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: the code's control-character patterns are the point (input checks that refuse NUL and
      // other control characters: auth.controller.ts, storable-text.ts).
      'no-control-regex': 'off',
      // Off: walking a linked list from `this` (id-trail.ts) is not the `const self = this` closure
      // the rule is for; arrow functions already make that one unnecessary.
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  {
    // Tests read loosely shaped JSON and database rows in their assertions.
    files: tests,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The command class merges with Nest's `Command<Result>` interface on purpose: the command bus
    // infers the result type, and domain/ imports nothing of Nest at run time (decision 0017).
    files: ['backend/src/platform/domain/command.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // antd's inputs take `autoFocus` where a dialog or an inline editor has just opened: moving
      // focus into what opened is the WAI-ARIA dialog pattern. Plain elements still may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A list that scrolls sideways, or a code block that scrolls, must be reachable by keyboard
      // (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['ul', 'pre'], roles: ['tabpanel'] }],
    },
  },
  {
    // The full recommended set (with the React Compiler's checks) on the application code; tests
    // keep the two classic rules above: the compiler's analysis is most of the lint's time.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: tests,
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Lesson videos come as a URL with no caption file in the content model, so there is no track
    // to give them; a <track kind="captions"> without a file, or a wrapper that renders none, would
    // only hide the finding. Issue 34 adds caption files; the video then renders its track and
    // this exemption goes.
    files: ['frontend/src/features/learning/components/LessonView.tsx'],
    rules: { 'jsx-a11y/media-has-caption': 'off' },
  },
);

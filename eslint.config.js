import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'
import testingLibrary from 'eslint-plugin-testing-library'
import rulesTests from './tests/rules-tests.json' with { type: 'json' }

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Private build folders of parallel e2e runs (E2E_OUTDIR).
      'dist-*',
      // Local scratch (traces, one-off scripts); git ignores it too.
      '.tmp',
      'node_modules',
      'src/app/route-tree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // JSX handlers may start async work (react-hook-form's handleSubmit returns a promise).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // TanStack Router's redirect() is thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          // The router's own control flow: a redirect, and notFound() for an absent page.
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
    },
  },
  {
    // The portal never ships demo-backend or test code.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mock-api', '**/mock-api/**'],
              message: 'src/ never imports the demo backend.',
            },
            { group: ['**/tests/**'], message: 'src/ never imports test support.' },
          ],
          // zod/mini parses without zod's JIT, whose `new Function` probe the CSP would report.
          paths: [{ name: 'zod', message: "Use 'zod/mini' (no eval under the CSP, smaller)." }],
        },
      ],
    },
  },
  {
    // The demo backend's own tests read answers as loose JSON; their assertions check the shape.
    files: ['mock-api/**/*.test.ts', 'mock-api/test-helpers.ts', 'mock-api/**/*scenario*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Imports flow one way: app → features → entities → shared; slices only through index.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app', mode: 'folder' },
        { type: 'feature', pattern: 'src/features/*', mode: 'folder', capture: ['slice'] },
        { type: 'entity', pattern: 'src/entities/*', mode: 'folder', capture: ['slice'] },
        { type: 'shared', pattern: 'src/shared/*', mode: 'folder', capture: ['slice'] },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'entity', 'shared'] },
            {
              from: 'feature',
              allow: [['feature', { slice: '${from.slice}' }], 'entity', 'shared'],
            },
            { from: 'entity', allow: ['entity', 'shared'] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [{ target: ['feature', 'entity', 'shared'], allow: 'index.ts' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'mock-api/**/*.test.ts'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Vitest's 'rules' project shares one module graph between these files: a mocked module,
    // global or clock would outlive its file.
    files: [rulesTests.files],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers', 'setSystemTime'].map(
          (property) => ({
            object: 'vi',
            property,
            message: `vi.${property} would outlive this file: Vitest's 'rules' project shares one module graph (vite.config.ts).`,
          }),
        ),
      ],
    },
  },
  {
    // Tests that can fail (issue 37): no sleeps, no constant under test, the SPEC's words as
    // literals rather than the messages the code under test holds.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'mock-api/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message:
            'A sleep races the app: hold the response (tests/hold.ts), drive the clock (vi.useFakeTimers, page.clock) or wait for what the page shows.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A sleep races the app: drive the clock (page.clock) or wait for what the page shows.',
        },
        {
          selector:
            "CallExpression[callee.name='delay']:matches([arguments.length=0], [arguments.0.type='Literal'][arguments.0.value!='infinite'])",
          message:
            "A timed msw delay is a sleep: hold the response (tests/hold.ts) or delay('infinite') on a faked clock.",
        },
        {
          selector: "CallExpression[callee.name='expect'][arguments.0.type='Literal']",
          message: 'expect(<a constant>) checks nothing the code does.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '-messages$',
              importNamePattern: '^[A-Z][A-Z0-9_]*$',
              message:
                "State the SPEC's words as a literal: a message imported from the code under test passes whatever it says.",
            },
            {
              regex: '^(@/|\\.)(?!.*-messages$)',
              importNamePattern: '(^|_)MESSAGES$|^NOT_AUTHORIZED$',
              message:
                "State the SPEC's words as a literal: a message imported from the code under test passes whatever it says.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**/*',
      'mock-api/**/*',
      'scripts/**/*',
      '*.config.{ts,js}',
    ],
    rules: { 'boundaries/element-types': 'off', 'boundaries/entry-point': 'off' },
  },
)

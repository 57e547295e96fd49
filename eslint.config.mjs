import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/.next/**', '.data/**', 'studio/dist/**', 'studio/.sanity/**', 'test-results/**', 'playwright-report/**', 'web/next-env.d.ts', 'schemas/generated/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // README "Architecture": no import climbs past two folders; web files reach web/ through `@/…`.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./){3,}', message: 'Climbs past two folders: in web use the `@/…` alias (web/tsconfig.json), elsewhere import the package.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Links to other hosts and plain anchors in server components are deliberate (multi-host routing).
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Playwright fixtures receive a callback named `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Scripts run directly by Node.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);

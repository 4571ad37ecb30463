// House rules a machine checks on src, sw, sandbox and tests (`npm run lint`, a step of the test gate).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', '.tmp/', '.shots/', 'node_modules/', 'coverage/', 'src/lib/api/schema.gen.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // a leading underscore names a parameter or binding kept for its position or to drop it from a rest object
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/setup/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    // The two rules of hooks. The plugin's React Compiler rules (refs, purity, set-state-in-effect, …) are left
    // off: the build does not use the compiler, and the board reads refs in render on purpose (docs/contributing.md).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // lib/use-snapshot.ts: valtio's own hook makes React render a whole mount again, in one task, on any write
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'valtio', importNames: ['useSnapshot'], message: "Use useSnapshot from src/lib/use-snapshot.ts." },
            { name: 'valtio/react', message: "Use useSnapshot from src/lib/use-snapshot.ts." },
          ],
        },
      ],
    },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['sandbox/**/*.{ts,cjs}', 'tests/**/*.ts', 'scripts/**/*.mjs', '*.{js,ts}'], languageOptions: { globals: globals.node } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
)

// @ts-check
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Architecture boundaries are lint ERRORS (STYLE.md). They match files by path, so aliases
 * (`@/…`) and relative imports are both covered once resolved by the TypeScript resolver.
 */
const elements = [
  { type: "web-app", pattern: "apps/web/src/app/**", partialMatch: false },
  { type: "web-feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
  { type: "web-shared", pattern: "apps/web/src/{components,lib,config,store,mocks}/**", partialMatch: false },
  { type: "web-root", pattern: "apps/web/src/*.{ts,tsx}", partialMatch: false },
  { type: "web-e2e", pattern: "apps/web/e2e/**", partialMatch: false },
  { type: "api-module", pattern: "apps/api/src/modules/*", capture: ["module"] },
  { type: "api-shared", pattern: "apps/api/src/{lib,config,plugins}/**", partialMatch: false },
  { type: "api-root", pattern: "apps/api/src/*.ts", partialMatch: false },
  { type: "api-test", pattern: "apps/api/test/**", partialMatch: false },
  { type: "contracts", pattern: "packages/contracts/**", partialMatch: false },
  { type: "db", pattern: "packages/db/**", partialMatch: false },
];

const policies = [
  // Shared web code knows nothing of features or routes.
  { from: { element: { type: "web-shared" } }, allow: { to: { element: { types: { anyOf: ["web-shared", "contracts"] } } } } },
  // A feature uses shared code and itself, never another feature.
  { from: { element: { type: "web-feature" } }, allow: { to: { element: { types: { anyOf: ["web-shared", "contracts"] } } } } },
  {
    from: { element: { type: "web-feature" } },
    allow: { to: { element: { type: "web-feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
  },
  // Routes compose features.
  { from: { element: { types: { anyOf: ["web-app", "web-root"] } } }, allow: { to: { element: { types: { anyOf: ["web-app", "web-root", "web-feature", "web-shared", "contracts"] } } } } },
  { from: { element: { type: "web-e2e" } }, allow: { to: { element: { types: { anyOf: ["web-e2e", "contracts"] } } } } },
  // API: shared plumbing, then modules; a module calls another module's service only.
  { from: { element: { type: "api-shared" } }, allow: { to: { element: { types: { anyOf: ["api-shared", "contracts", "db"] } } } } },
  { from: { element: { type: "api-module" } }, allow: { to: { element: { types: { anyOf: ["api-shared", "contracts", "db"] } } } } },
  {
    from: { element: { type: "api-module" } },
    allow: { to: { element: { type: "api-module", captured: { module: "{{ from.element.captured.module }}" } } } },
  },
  {
    from: { element: { type: "api-module" } },
    allow: { to: { element: { type: "api-module" }, file: { path: "**/*.{service,guard,events}.ts" } } },
  },
  { from: { element: { type: "api-root" } }, allow: { to: { element: { types: { anyOf: ["api-root", "api-module", "api-shared", "contracts", "db"] } } } } },
  { from: { element: { type: "api-test" } }, allow: { to: { element: { types: { anyOf: ["api-test", "api-root", "api-module", "api-shared", "contracts", "db"] } } } } },
  // Tests beside the code use the test helpers.
  { from: { file: { path: "**/*.test.{ts,tsx}" } }, allow: { to: { element: { type: "api-test" } } } },
  { from: { element: { type: "db" } }, allow: { to: { element: { type: "db" } } } },
  { from: { element: { type: "contracts" } }, allow: { to: { element: { type: "contracts" } } } },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next*/**",
      "**/dist/**",
      "**/coverage/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "packages/db/migrations/**",
      "apps/web/next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node scripts and tool configs run in Node.
    files: ["scripts/**/*.{js,mjs}", "*.config.{js,mjs,ts}", "apps/*/*.config.{js,mjs,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/include": ["apps/**/*", "packages/**/*"],
      "import/resolver": {
        typescript: { project: ["apps/web/tsconfig.json", "apps/api/tsconfig.json", "packages/*/tsconfig.json"] },
        node: true,
      },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies }],
      // No barrels: they hid cycles before (STYLE.md).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/index", "**/index.ts", "**/index.tsx"], message: "Import the file itself: no barrel index files." },
            { group: ["@fz/api", "@fz/api/*"], message: "Apps never import each other." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin, "react-hooks": reactHooks },
    settings: { next: { rootDir: "apps/web" } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/index", "**/index.ts", "**/index.tsx"], message: "Import the file itself: no barrel index files." },
            { group: ["@fz/db", "@fz/db/*", "@fz/api", "@fz/api/*"], message: "The web app talks to the API over HTTP only." },
          ],
        },
      ],
    },
  },
  // After the web block: a later block's rule replaces an earlier one for the same files.
  {
    // Every journey watches for Content-Security-Policy violations through the fixture.
    files: ["apps/web/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import `test` from ./fixtures: it fails a journey on any CSP violation." }],
          patterns: [
            { group: ["**/index", "**/index.ts", "**/index.tsx"], message: "Import the file itself: no barrel index files." },
            { group: ["@fz/db", "@fz/db/*", "@fz/api", "@fz/api/*"], message: "The web app talks to the API over HTTP only." },
          ],
        },
      ],
    },
  },
);

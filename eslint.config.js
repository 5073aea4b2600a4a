// @ts-check
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import typeImportCycles from "./scripts/eslint/no-type-import-cycles.mjs";
import tableOwners from "./scripts/eslint/table-owners.mjs";
import featureRooms from "./scripts/eslint/feature-rooms.mjs";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The project's own rules (scripts/eslint). */
const localRules = { rules: { ...typeImportCycles.rules, "table-owners": tableOwners, "feature-rooms": featureRooms } };

/**
 * Architecture boundaries are lint ERRORS (STYLE.md). They match files by path, so aliases
 * (`@/…`) and relative imports are both covered once resolved by the TypeScript resolver.
 * Element patterns name FOLDERS (boundaries v7 matches everything below them; the first
 * descriptor that matches wins); single files are classified by file descriptors
 * (`boundaries/files`, full paths from the repository root).
 */

// ── Web elements, files and policies (owner: web) ──────────────────────────────────────────
// The web's tiers, lowest first (docs/decisions/020): foundation (lib, config, types) < ui
// (presentational, no state) and store (client state, RTK Query) < connected components (UI
// bound to the store, shared by features) < features (never each other) < app (routes, the
// root reducer, slots). A tier imports only tiers below it. Every file is classified.
const webElements = [
  { type: "web-app", pattern: "apps/web/src/app", partialMatch: false },
  { type: "web-feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
  { type: "web-connected", pattern: "apps/web/src/components/connected", partialMatch: false },
  { type: "web-ui", pattern: "apps/web/src/components/ui", partialMatch: false },
  { type: "web-store", pattern: "apps/web/src/store", partialMatch: false },
  { type: "web-foundation", pattern: "apps/web/src/{lib,config,types}", partialMatch: false },
  { type: "web-mocks", pattern: "apps/web/src/mocks", partialMatch: false },
  { type: "web-test", pattern: "apps/web/src/test", partialMatch: false },
  { type: "web-e2e", pattern: "apps/web/e2e", partialMatch: false },
];

const webFiles = [
  // proxy.ts (the sign-in gate) and instrumentation.ts (server start-up): Next's root files.
  { category: "web-root", pattern: "apps/web/src/*.{ts,tsx}" },
  { category: "tool-config", pattern: ["apps/web/*.config.{ts,mjs}", "apps/web/e2e/*.config.ts"] },
  { category: "web-unit-test", pattern: "apps/web/src/**/*.test.{ts,tsx}" },
];

const below = {
  "web-foundation": ["web-foundation"],
  "web-ui": ["web-ui", "web-foundation"],
  "web-store": ["web-store", "web-foundation"],
  "web-connected": ["web-connected", "web-ui", "web-store", "web-foundation"],
  "web-feature": ["web-connected", "web-ui", "web-store", "web-foundation"],
  "web-app": ["web-app", "web-feature", "web-connected", "web-ui", "web-store", "web-foundation", "web-mocks"],
  "web-mocks": ["web-mocks", "web-foundation"],
};

const webPolicies = [
  ...Object.entries(below).map(([tier, allowed]) => ({
    from: { element: { type: tier } },
    allow: { to: { element: { types: { anyOf: [...allowed, "contracts"] } } } },
  })),
  // A feature uses itself, never another feature (what two need lives in a lower tier or a slot).
  {
    from: { element: { type: "web-feature" } },
    allow: { to: { element: { type: "web-feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
  },
  { from: { file: { categories: "web-root" } }, allow: { to: { element: { types: { anyOf: ["web-foundation", "contracts"] } } } } },
  // Unit tests beside the code may also use the test helpers and compose a store as the app does.
  {
    from: { file: { categories: "web-unit-test" } },
    allow: { to: [{ element: { types: { anyOf: ["web-test", "web-app", "web-mocks", "web-connected", "web-ui", "web-store", "media"] } } }, { file: { categories: "tool-config" } }] },
  },
  { from: { element: { type: "web-test" } }, allow: { to: { element: { types: { anyOf: ["web-test", "web-app", "web-feature", "web-connected", "web-ui", "web-store", "web-foundation", "contracts"] } } } } },
  { from: { element: { type: "web-e2e" } }, allow: { to: { element: { types: { anyOf: ["web-e2e", "contracts"] } } } } },
];

// ── API and packages elements, files and policies (owner: API) ──────────────────────────────
// Every file under apps/api and packages is classified (boundaries/no-unknown-files): a new
// folder or root file needs a line here, and with it a decision about what it may import.
const apiElements = [
  { type: "api-module", pattern: "apps/api/src/modules/*", capture: ["module"] },
  { type: "api-shared", pattern: "apps/api/src/{lib,config,plugins}", partialMatch: false },
  { type: "api-test", pattern: "apps/api/test", partialMatch: false },
  { type: "api-bench", pattern: "apps/api/bench", partialMatch: false },
  { type: "contracts", pattern: "packages/contracts/src", partialMatch: false },
  { type: "db", pattern: "packages/db/src", partialMatch: false },
  // Media synthesis (encoders, the synthesiser): the seed's clips, the tests' and scripts' audio.
  { type: "media", pattern: "packages/media/src", partialMatch: false },
];

/**
 * The only places besides `*.repository.ts` that may use Drizzle (`drizzle-orm`) or the
 * tables (`@fz/db/schema`): the db package itself (client, schema, seeds; migrations are SQL),
 * the SQL helpers repositories share, tests and their helpers, benchmarks.
 */
const ormAllowed = [
  "packages/db/**",
  "apps/api/src/lib/*-sql.ts",
  "apps/api/src/**/*.test.ts",
  "apps/api/test/**",
  "apps/api/bench/**",
];

const apiFiles = [
  // app.ts (the plugin list), server.ts, cli.ts, db.ts: composition roots.
  { category: "api-root", pattern: "apps/api/src/*.ts" },
  { category: "tool-config", pattern: ["apps/api/*.config.ts", "packages/*/*.config.ts"] },
  { category: "repository", pattern: "apps/api/src/**/*.repository.ts" },
  { category: "orm-allowed", pattern: ormAllowed },
  { category: "db-schema", pattern: ["packages/db/src/schema.ts", "packages/db/src/schema/**"] },
  { category: "test", pattern: "apps/api/src/**/*.test.ts" },
];

const apiPolicies = [
  // Shared plumbing (lib, config, plugins) knows no module.
  { from: { element: { type: "api-shared" } }, allow: { to: { element: { types: { anyOf: ["api-shared", "contracts", "db"] } } } } },
  // A module uses shared plumbing and itself…
  { from: { element: { type: "api-module" } }, allow: { to: { element: { types: { anyOf: ["api-shared", "contracts", "db"] } } } } },
  {
    from: { element: { type: "api-module" } },
    allow: { to: { element: { type: "api-module", captured: { module: "{{ from.element.captured.module }}" } } } },
  },
  // …and another module only through its service, guard or events (never its repository or routes).
  {
    from: { element: { type: "api-module" } },
    allow: { to: { element: { type: "api-module" }, file: { path: "**/*.{service,guard,events}.ts" } } },
  },
  // The composition roots (apps/api/src/*.ts) wire everything; nothing but tests imports them.
  { from: { file: { categories: "api-root" } }, allow: { to: [{ element: { types: { anyOf: ["api-module", "api-shared", "contracts", "db"] } } }, { file: { categories: "api-root" } }] } },
  // Test helpers and benchmarks drive the whole app; tests beside the code use the helpers.
  { from: { element: { types: { anyOf: ["api-test", "api-bench"] } } }, allow: { to: [{ element: { types: { anyOf: ["api-test", "api-module", "api-shared", "contracts", "db"] } } }, { file: { categories: "api-root" } }] } },
  { from: { file: { categories: "test" } }, allow: { to: [{ element: { types: { anyOf: ["api-test", "media"] } } }, { file: { categories: "api-root" } }] } },
  { from: { element: { type: "db" } }, allow: { to: { element: { types: { anyOf: ["db", "media"] } } } } },
  { from: { element: { type: "media" } }, allow: { to: { element: { type: "media" } } } },
  { from: { element: { type: "contracts" } }, allow: { to: { element: { type: "contracts" } } } },
  // Last (the last matching policy decides): the tables only in repositories and `ormAllowed`.
  { from: { file: { path: ["apps/api/**", "packages/contracts/**"] } }, disallow: { to: { file: { categories: "db-schema" } } } },
  { from: { file: { categories: { anyOf: ["repository", "orm-allowed"] } } }, allow: { to: { file: { categories: "db-schema" } } } },
];

// ── Scripts (owner: whoever adds one) ───────────────────────────────────────────────────────
// `scripts/` (start, build, CI helpers, benchmarks) run in Node and reach the apps only through
// their entry files (loaded by path at run time) or through the packages (the audio fixtures'
// signals come from @fz/media). The one exception is the practice studio's pure detection code
// (pitch, onsets, scores), which the detection benchmark measures as the web runs it.
const scriptElements = [{ type: "scripts", pattern: "scripts", partialMatch: false }];
const scriptFiles = [{ category: "practice-signal", pattern: "apps/web/src/features/practice/signal/*.ts" }];
const scriptPolicies = [
  { from: { element: { type: "scripts" } }, allow: { to: [{ element: { types: { anyOf: ["scripts", "contracts", "db", "media"] } } }, { file: { categories: "practice-signal" } }] } },
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
      "boundaries/elements": [...webElements, ...apiElements],
      "boundaries/files": [...webFiles, ...apiFiles],
      "boundaries/include": ["apps/**/*", "packages/**/*"],
      "import/resolver": {
        typescript: { project: ["apps/web/tsconfig.json", "apps/api/tsconfig.json", "packages/*/tsconfig.json"] },
        node: true,
      },
    },
    rules: {
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
  // ── Web boundaries (owner: web; docs/decisions/020) ──
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "import-x": importX, local: localRules },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["apps/web/tsconfig.json", "apps/web/e2e/tsconfig.json", "packages/*/tsconfig.json"] })],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkUnknownLocals: true, policies: webPolicies }],
      "boundaries/no-unknown-files": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "local/no-type-import-cycles": "error",
    },
  },
  // ── API and packages boundaries (owner: API; docs/decisions/023) ──
  {
    files: ["apps/api/**/*.ts", "packages/**/*.ts"],
    plugins: { "import-x": importX, local: localRules },
    settings: {
      // TypeScript files are parsed and followed (by default import-x reads only .js).
      "import-x/extensions": [".ts"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["apps/api/tsconfig.json", "packages/*/tsconfig.json"] })],
    },
    rules: {
      // An import of a file no descriptor knows is checked too (and refused): `../../app`, a new folder.
      "boundaries/dependencies": ["error", { default: "disallow", checkUnknownLocals: true, policies: apiPolicies }],
      // Every file belongs to an element or a file category (see apiElements, apiFiles).
      "boundaries/no-unknown-files": "error",
      // Import cycles: import-x follows runtime imports (it skips `import type`, which TypeScript
      // erases); the local rule reports the `import type` that closes a cycle.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "local/no-type-import-cycles": "error",
    },
  },
  {
    // Each table has one owning module (apps/api/table-owners.json): a repository touches only its own.
    files: ["apps/api/src/modules/**/*.repository.ts"],
    rules: { "local/table-owners": "error" },
  },
  {
    // A service declares the interface it offers and the methods it needs (`XDeps`): a type taken
    // from a factory's inferred return made every service depend on the whole implementation of
    // every service it used. Tests may still name what their helpers build.
    files: ["apps/api/src/**/*.ts"],
    ignores: ["apps/api/src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["exprName.name", "exprName.right.name"].map((name) => ({
          selector: `TSTypeReference[typeName.name="ReturnType"] TSTypeQuery[${name}=/^create[A-Z]/]`,
          message: "Declare the service's interface next to its factory (and a narrow Deps type for what it needs) instead of ReturnType<typeof create…>.",
        })),
      ],
    },
  },
  {
    // Inside a web feature each kind of file has its room (api, components, hooks, stores, types, utils).
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    plugins: { local: localRules },
    rules: { "local/feature-rooms": "error" },
  },
  // ── Scripts' boundaries and cycles ──
  {
    files: ["scripts/**/*.{mjs,ts}"],
    ignores: ["scripts/bench-web-floor/**"],
    plugins: { boundaries, "import-x": importX, local: localRules },
    languageOptions: { globals: globals.node },
    settings: {
      "boundaries/elements": [...scriptElements, ...webElements, ...apiElements],
      "boundaries/files": [...scriptFiles],
      "boundaries/include": ["scripts/**/*", "apps/**/*", "packages/**/*"],
      "import/resolver": { typescript: { project: ["apps/web/tsconfig.json", "packages/*/tsconfig.json"] }, node: true },
      "import-x/extensions": [".ts", ".mjs", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: ["apps/web/tsconfig.json", "packages/*/tsconfig.json"] })],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", checkUnknownLocals: true, policies: scriptPolicies }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "local/no-type-import-cycles": "error",
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/index", "**/index.ts", "**/index.tsx"], message: "Import the file itself: no barrel index files." }] },
      ],
    },
  },
  {
    // Drizzle only in repositories and `ormAllowed` (the tables are guarded by boundaries above).
    files: ["apps/api/**/*.ts", "packages/contracts/**/*.ts"],
    ignores: ["apps/api/src/**/*.repository.ts", ...ormAllowed],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/node_modules/drizzle-orm", "**/node_modules/drizzle-orm/**"],
              message: "Only *.repository.ts files use Drizzle: call the module's repository.",
            },
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

// @ts-check
/**
 * `local/no-type-import-cycles`: an `import type` that closes an import cycle. import-x's
 * `no-cycle` follows runtime imports only (TypeScript erases type imports, so they cannot fail
 * at run time), but a type-only cycle still ties two files together: neither can move or be
 * read alone (decision 023). This rule reports the type-only import of a cycle; a cycle of
 * runtime imports alone is import-x's to report.
 *
 * The graph is read from the files' text (static `import`/`export … from`), resolving relative
 * paths, the workspace packages (`@fz/<name>/<path>` → `packages/<name>/src/<path>.ts`) and the
 * web app's `@/` alias;
 * each file is read again only when it changed.
 */
import fs from "node:fs";
import path from "node:path";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/g;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** @type {Map<string, { mtimeMs: number; deps: string[] }>} */
const cache = new Map();

/** @param {string} base */
function resolveFile(base) {
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** @param {string} from @param {string} specifier @param {string} root */
function resolveImport(from, specifier, root) {
  if (specifier.startsWith(".")) return resolveFile(path.resolve(path.dirname(from), specifier));
  const workspace = /^@fz\/([^/]+)\/(.+)$/.exec(specifier);
  if (workspace) return resolveFile(path.join(root, "packages", workspace[1], "src", workspace[2]));
  // The web app's alias (apps/web/tsconfig.json: "@/*" → "./src/*").
  const web = path.join(root, "apps", "web");
  if (specifier.startsWith("@/") && from.startsWith(web + path.sep)) return resolveFile(path.join(web, "src", specifier.slice(2)));
  return null;
}

/** @param {string} file @param {string} root */
function depsOf(file, root) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.deps;
  const text = fs.readFileSync(file, "utf8");
  const deps = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1], root);
    if (target) deps.add(target);
  }
  const entry = { mtimeMs: stat.mtimeMs, deps: [...deps] };
  cache.set(file, entry);
  return entry.deps;
}

/** A path of imports from `start` back to `goal`, or null. @param {string} start @param {string} goal @param {string} root */
function pathBack(start, goal, root) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    for (const next of depsOf(current, root)) {
      if (next === goal) {
        const chain = [current];
        for (let at = previous.get(current); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Disallow `import type` declarations that close an import cycle" },
    schema: [],
    messages: { cycle: "Import cycle through a type import: {{chain}}. Move the shared type to a file both can import." },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return {
      /** @param {any} node */
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((/** @type {any} */ s) => s.importKind === "type"));
        if (!typeOnly) return;
        const target = resolveImport(file, node.source.value, root);
        if (!target || target === file) return;
        const chain = pathBack(target, file, root);
        if (!chain) return;
        const shown = [file, ...chain, file].map((f) => path.relative(root, f));
        context.report({ node, messageId: "cycle", data: { chain: shown.join(" → ") } });
      },
    };
  },
};

export default { rules: { "no-type-import-cycles": rule } };

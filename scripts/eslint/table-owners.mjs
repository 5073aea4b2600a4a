// @ts-check
/**
 * `local/table-owners`: a module's repository touches only the tables its module owns
 * (`apps/api/table-owners.json`). A table is touched when a repository imports it from
 * `@fz/db/schema` (a value import) or names it in the text of a `sql` template (`from orders`,
 * `join levels l`). Another module's table is reached through that module's service. The map's
 * `allowed` lists, per file, the foreign tables a repository still touches: a touch outside it is
 * an error, and so is an entry the file no longer needs (the list only shrinks).
 */
import fs from "node:fs";
import path from "node:path";

const MAP = "apps/api/table-owners.json";
const SCHEMA_DIR = "packages/db/src/schema";
const TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*"([a-z0-9_]+)"/g;
const SQL_NAME = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** @type {Map<string, { owners: Map<string, string>; exports: Map<string, string>; allowed: Record<string, string[]> }>} */
const loaded = new Map();

/** @param {string} root */
function load(root) {
  const found = loaded.get(root);
  if (found) return found;
  /** @type {{ owners: Record<string, string[]>; allowed: Record<string, string[]> }} */
  const map = JSON.parse(fs.readFileSync(path.join(root, MAP), "utf8"));
  const owners = new Map();
  for (const [module, tables] of Object.entries(map.owners)) for (const table of tables) owners.set(table, module);
  /** Export name (`orderItems`) → SQL name (`order_items`). */
  const exports = new Map();
  for (const file of fs.readdirSync(path.join(root, SCHEMA_DIR))) {
    const text = fs.readFileSync(path.join(root, SCHEMA_DIR, file), "utf8");
    for (const match of text.matchAll(TABLE)) exports.set(match[1], match[2]);
  }
  const result = { owners, exports, allowed: map.allowed };
  loaded.set(root, result);
  return result;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "A module's repository touches only its own module's tables" },
    schema: [],
    messages: {
      foreign: "`{{table}}` belongs to the `{{owner}}` module ({{map}}): call its service instead of touching the table here.",
      unowned: "`{{table}}` has no owning module: add it to {{map}}.",
      stale: "{{map}} allows this file `{{table}}`, which it no longer touches: remove the entry.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    if (!module) return {};
    const { owners, exports, allowed } = load(root);
    /** @type {Map<string, any>} table → the first node that touches it */
    const touched = new Map();
    /** @param {string} table @param {any} node */
    const touch = (table, node) => {
      if (!touched.has(table)) touched.set(table, node);
    };
    return {
      /** @param {any} node */
      ImportDeclaration(node) {
        if (node.source.value !== "@fz/db/schema" || node.importKind === "type") return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
          const table = exports.get(specifier.imported.name);
          if (table) touch(table, specifier);
        }
      },
      /** @param {any} node */
      TaggedTemplateExpression(node) {
        if (node.tag.type !== "Identifier" || node.tag.name !== "sql") return;
        for (const quasi of node.quasi.quasis) {
          for (const match of (quasi.value.cooked ?? "").matchAll(SQL_NAME)) {
            const table = match[1].toLowerCase();
            if (owners.has(table) || [...exports.values()].includes(table)) touch(table, quasi);
          }
        }
      },
      /** @param {any} program */
      "Program:exit"(program) {
        const allowedHere = new Set(allowed[file] ?? []);
        for (const [table, node] of touched) {
          const owner = owners.get(table);
          if (!owner) context.report({ node, messageId: "unowned", data: { table, map: MAP } });
          else if (owner !== module && !allowedHere.has(table)) context.report({ node, messageId: "foreign", data: { table, owner, map: MAP } });
        }
        for (const table of allowedHere) {
          if (!touched.has(table)) context.report({ node: program, messageId: "stale", data: { table, map: MAP } });
        }
      },
    };
  },
};

export default rule;

#!/usr/bin/env node
// `npm run check:docs` (a CI step): the docs still describe the code.
// 1. Every environment variable the code reads (`process.env.<name>`, `process.env["<name>"]`, and the
//    keys of the settings schemas) is named in docs/configuration.md.
// 2. Every relative link in README.md and docs/ points at a file that exists.
// 3. Every decision record is listed in the index, docs/README.md.
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SKIP = new Set(["node_modules", "dist", "coverage", "migrations", "public", "test-results", "playwright-report", "data"]);

function* files(dir, extensions) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, extensions);
    else if (extensions.some((extension) => entry.name.endsWith(extension))) yield full;
  }
}

const CODE = [".ts", ".tsx", ".mjs", ".js"];
const sources = [
  ...["apps", "packages", "scripts"].flatMap((dir) => [...files(path.join(root, dir), CODE)]),
  ...readdirSync(root).filter((name) => CODE.some((extension) => name.endsWith(extension))).map((name) => path.join(root, name)),
];
const READ = /process\.env(?:\.([A-Z][A-Z0-9_]*[A-Z0-9])|\[\s*["']([A-Z][A-Z0-9_]*[A-Z0-9])["']\s*\])/g;
const SCHEMA_KEY = /^\s+([A-Z][A-Z0-9_]*[A-Z0-9]):/gm;
/** @type {Map<string, string>} variable → first file that reads it */
const read = new Map();
for (const file of sources) {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(READ)].map((match) => match[1] ?? match[2]);
  if (/(^|[/-])env[.-]schema\.ts$/.test(path.basename(file))) found.push(...[...text.matchAll(SCHEMA_KEY)].map((match) => match[1]));
  for (const name of found) if (!read.has(name)) read.set(name, path.relative(root, file));
}

const configuration = readFileSync(path.join(root, "docs/configuration.md"), "utf8");
const documented = new Set([...configuration.matchAll(/`([^`]+)`/g)].flatMap((match) => match[1].match(/[A-Z][A-Z0-9_]*[A-Z0-9]/g) ?? []));
const problems = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (read in ${file}) is not in docs/configuration.md`);

/** GitHub's anchors of a page's headings. @param {string} file */
function anchors(file) {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.*)$/gm)].map((match) => match[1].trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-")));
}

const markdown = [path.join(root, "README.md"), ...files(path.join(root, "docs"), [".md"])];
for (const file of markdown) {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    if (target.startsWith("#")) {
      if (!anchors(file).has(target.slice(1))) problems.push(`${path.relative(root, file)}: the link ${target} names no heading of this page`);
      continue;
    }
    const [targetPath, anchor] = target.split("#");
    const resolved = path.resolve(path.dirname(file), decodeURI(targetPath));
    if (!existsSync(resolved) || (target.endsWith("/") && !statSync(resolved).isDirectory())) {
      problems.push(`${path.relative(root, file)}: the link ${target} points at nothing`);
    } else if (anchor && resolved.endsWith(".md") && !anchors(resolved).has(anchor)) {
      problems.push(`${path.relative(root, file)}: the link ${target} names no heading of that page`);
    }
  }
}

const index = readFileSync(path.join(root, "docs/README.md"), "utf8");
for (const record of readdirSync(path.join(root, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name))) {
  if (!index.includes(`(decisions/${record})`)) problems.push(`docs/decisions/${record} is not in the index (docs/README.md, "Decisions")`);
}

if (problems.length > 0) {
  console.error(problems.map((problem) => `- ${problem}`).join("\n"));
  process.exit(1);
}
console.log(`Docs: ${read.size} environment variables documented; the links of ${markdown.length} pages resolve.`);

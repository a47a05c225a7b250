import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * No import cycle between the files of one folder tree, type-only imports included (the
 * `import-x/no-cycle` rule skips them). Relative imports only: the packages are outside the tree.
 * Option: `{ root: 'apps/web/src' }`, relative to the working directory of the lint run.
 */

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SPECIFIERS = [
  /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /^\s*export\s+\*\s+from\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
];
/** file -> { mtimeMs, deps }: a file is read again only once changed. */
const cache = new Map();

function resolveFrom(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function depsOf(file) {
  const mtimeMs = statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.deps;
  const text = readFileSync(file, 'utf8');
  const deps = new Set();
  for (const re of SPECIFIERS)
    for (const m of text.matchAll(re)) {
      const target = resolveFrom(file, m[1]);
      if (target) deps.add(target);
    }
  cache.set(file, { mtimeMs, deps });
  return deps;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Shortest path of imports from `from` to `to` (both included), or null. */
function importPath(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const route = [];
      for (let n = to; n !== null; n = previous.get(n)) route.unshift(n);
      return route;
    }
    for (const next of graph.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{route}}.' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0]?.root ?? '.');
    const filename = context.physicalFilename;
    if (!filename.startsWith(root + path.sep)) return {};
    const checks = [];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec === 'string' && spec.startsWith('.')) checks.push({ node, spec });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      'Program:exit'() {
        if (checks.length === 0) return;
        const graph = new Map();
        for (const file of sourceFiles(root)) graph.set(file, depsOf(file));
        for (const { node, spec } of checks) {
          const target = resolveFrom(filename, spec);
          if (!target || target === filename) continue;
          const back = importPath(graph, target, filename);
          if (!back) continue;
          const route = [filename, ...back].map((f) => path.relative(root, f)).join(' -> ');
          context.report({ node, messageId: 'cycle', data: { route } });
        }
      },
    };
  },
};

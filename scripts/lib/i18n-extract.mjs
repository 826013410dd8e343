// The member app's displayed Chinese, collected from the source (docs/i18n.md, "What is converted").
// The 繁體 runtime (apps/web/src/lib/hant-dom.ts) translates the rendered DOM by looking up each text
// node's value in a catalogue keyed by these texts, so the keys must be what React puts into the
// DOM: a JSX text segment trimmed as JSX trims it, a string literal, a template literal with its
// substitutions as {0}, {1}. Nothing is classified as displayed or not: a text that never reaches
// the DOM is simply never looked up.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A Chinese ideograph: texts without one (punctuation, digits) need no translation. */
export const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

const ENTITIES = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", middot: '·', times: '×', hellip: '…', ldquo: '“', rdquo: '”' };
const decodeEntities = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

/**
 * JSX text as React receives it (Babel's and TypeScript's rule): lines are trimmed except at the
 * outer edges, empty lines dropped and the rest joined by one space.
 */
export function jsxText(raw) {
  const lines = raw.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let out = '';
  lines.forEach((line, i) => {
    let s = line.replace(/\t/g, ' ');
    if (i !== 0) s = s.replace(/^ +/, '');
    if (i !== lines.length - 1) s = s.replace(/ +$/, '');
    if (s) out += i === lastNonEmpty ? s : `${s} `;
  });
  return decodeEntities(out);
}

/** The key of a text: outer whitespace does not count (the runtime trims before looking up). */
export const keyOf = (text) => text.trim();

/** A template's text with `{0}`-style holes for its substitutions; undefined when it has no Chinese. */
function templateKey(parts) {
  const text = parts.map((p, i) => (i === 0 ? p : `{${i - 1}}${p}`)).join('');
  return CJK.test(parts.join('')) ? text : undefined;
}

/** `'共' + n + '条'`: flattened to parts and holes, undefined if no operand is a string. */
function concatParts(node) {
  const operands = [];
  const flatten = (n) => {
    if (ts.isParenthesizedExpression(n)) return flatten(n.expression);
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      flatten(n.left);
      flatten(n.right);
    } else operands.push(n);
  };
  flatten(node);
  if (!operands.some((o) => ts.isStringLiteral(o) || ts.isNoSubstitutionTemplateLiteral(o))) return undefined;
  const parts = [''];
  for (const o of operands) {
    if (ts.isStringLiteral(o) || ts.isNoSubstitutionTemplateLiteral(o)) parts[parts.length - 1] += o.text;
    else if (ts.isNumericLiteral(o)) parts[parts.length - 1] += o.text;
    else parts.push('');
  }
  return parts;
}

/** Every displayed-candidate Chinese text of one source file, as catalogue keys. */
export function extractFromSource(code, fileName = 'file.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const out = new Set();
  const add = (text) => {
    if (text === undefined) return;
    const key = keyOf(text);
    if (CJK.test(key)) out.add(key);
  };
  const visit = (node) => {
    // A server route's OpenAPI `summary`/`description` is documentation, never shown to a member.
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'summary' || node.name.text === 'description') && /[\\/]apps[\\/]server[\\/]/.test(fileName)) return;
    if (ts.isJsxText(node)) {
      // Each JSX text between {expr}s is its own DOM text node.
      add(jsxText(node.text));
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // A JSX attribute's string keeps its entities undecoded by TypeScript.
      add(ts.isJsxAttribute(node.parent) ? decodeEntities(node.text) : node.text);
    } else if (ts.isTemplateExpression(node)) {
      add(templateKey([node.head.text, ...node.templateSpans.map((s) => s.literal.text)]));
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && !(ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === ts.SyntaxKind.PlusToken)) {
      const parts = concatParts(node);
      if (parts && parts.length > 1) add(templateKey(parts));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const SKIP_DIR = new Set(['node_modules', 'dist', 'e2e', 'test', '__tests__', '__fixtures__']);
const isSource = (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec|e2e)\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts');

function* sourceFiles(dir, skipDirs) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIR.has(name) && !skipDirs.has(path)) yield* sourceFiles(path, skipDirs);
    } else if (isSource(name)) yield path;
  }
}

/**
 * What the member app can display: apps/web/src and the shared package it renders texts from
 * (game and play names, labels), except the message table (translated by its own zh-Hant table),
 * and the server's inline texts (refusals, notification and inbox texts, socket frames' system
 * texts): the server's answer hook and the web's DOM translator look them up here. Server
 * command-line tools and migrations never reach a member, so they are left out; operator console
 * texts are not told apart (an extra entry does no harm).
 */
export function extractProject(root) {
  const roots = [join(root, 'apps/web/src'), join(root, 'packages/shared/src'), join(root, 'apps/server/src')];
  const skip = new Set([join(root, 'packages/shared/src/i18n'), join(root, 'apps/server/src/cli'), join(root, 'apps/server/src/db')]);
  const texts = new Map();
  for (const dir of roots) {
    for (const file of sourceFiles(dir, skip)) {
      for (const text of extractFromSource(readFileSync(file, 'utf8'), file)) {
        if (!texts.has(text)) texts.set(text, relative(root, file));
      }
    }
  }
  return texts;
}

/** The `{n}` holes of a catalogue text, sorted (a translation must keep the same ones). */
export const holes = (text) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

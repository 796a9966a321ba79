// Every text a visitor reads comes from src/config/content.ts: no component writes words of its
// own (as JSX text or in an aria-label, alt, title or placeholder), nor index.html's <noscript>
// notice (the build writes it from the config: tests/build/htmlPlugins.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext']);
const WORDS = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

function isStringLike(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** Words written into a component's markup: JSX text, and visible attributes' string values. */
function hardCodedCopy(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
      let value: ts.Node | undefined = node.initializer;
      if (value && ts.isJsxExpression(value)) value = value.expression;
      if (value && isStringLike(value) && WORDS.test(value.text)) found.push(value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((words) => `${name}: ${words}`);
}

it('no component hard-codes a text a visitor reads', () => {
  const files = tsxFiles(path.join(root, 'src'));
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) =>
    hardCodedCopy(path.relative(root, file), readFileSync(file, 'utf8')),
  );
  expect(found).toEqual([]);
});

it('the check above sees hard-coded words', () => {
  const sample = `const a = <nav aria-label="Community"><p>Hello</p><img alt={'Logo'} /></nav>;`;
  expect(hardCodedCopy('sample.tsx', sample)).toEqual([
    'sample.tsx: Community',
    'sample.tsx: Hello',
    'sample.tsx: Logo',
  ]);
});

it('index.html holds no words of its own in its <noscript> notice', () => {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  const words = noscript.replace(/<style>[\s\S]*?<\/style>|<!--[\s\S]*?-->|<[^>]+>/g, '');
  expect(words.trim()).toBe('');
});

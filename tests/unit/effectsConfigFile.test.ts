// src/config/effects.ts stays plain data for designers: it imports no runtime code (types only;
// the import circle with src/effects/ is gone), and every field carries a one-line comment that
// says what the schema says, "Description (unit).", so the file, the build's messages and the
// studio never disagree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { effectsSchema } from '../../src/config/effects.schema.ts';
import { fieldMeta } from '../../src/config/schemaKit.ts';
import { studioFields } from '../../src/studio/studioFields.ts';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'src/config/effects.ts');
const source = readFileSync(file, 'utf8');

/** Each field's path in the file and the comment line just above it. */
function fieldComments(): Map<string, string> {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const comments = new Map<string, string>();
  const visit = (node: ts.Node, at: string[]) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const here = [...at, node.name.text];
      const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
      const last = ranges.at(-1);
      if (here.length === 2 && last) {
        comments.set(here.join('.'), source.slice(last.pos, last.end).replace(/^\/\/\s*/, ''));
      }
      ts.forEachChild(node, (child) => visit(child, here));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, at));
  };
  visit(sourceFile, []);
  return comments;
}

describe('src/config/effects.ts', () => {
  it('imports nothing at run time: it is plain data', () => {
    const imports = source.match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
    expect(source).not.toMatch(/\bimport\(|\brequire\(|\bimport\.meta\b/);
  });

  it("gives every field the schema's description and unit as its comment", () => {
    const schema = effectsSchema({ paletteColours: [], assetFiles: null, introWordCount: 3 });
    const expected = new Map<string, string>();
    for (const fields of studioFields(schema).values()) {
      for (const field of fields) {
        const { description, unit } = field.meta;
        const sentence = `${description[0]!.toUpperCase()}${description.slice(1)} (${unit}).`;
        expected.set(field.path, sentence);
      }
    }
    expect(expected.size).toBe(50);
    expect(fieldComments()).toEqual(expected);
  });

  it('describes every field in the schema with a unit and a description', () => {
    const schema = effectsSchema({ paletteColours: [], assetFiles: null, introWordCount: 3 });
    for (const fields of studioFields(schema).values()) {
      for (const field of fields) {
        expect(field.meta.unit, field.path).not.toBe('');
        expect(field.meta.description, field.path).toMatch(/^[a-z'].*[^.]$/);
      }
    }
    expect(fieldMeta).toBeDefined();
  });
});

// src/config/effects.ts stays plain data for designers: it imports no runtime code (types only; nor does content.ts),
// and each field's one-line comment is written from the schema's description and unit
// ("Description (unit).", buildtime/effectsComments.ts), so the file, the build's messages and the
// studio say the same from one home; so is docs/effects.md's field table (buildtime/effectsFieldTable.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { effectsSchema } from '../../src/config/effects.schema.ts';
import { studioFields } from '../../src/studio/studioFields.ts';
import { schemaComments, withSchemaComments } from '../../buildtime/effectsComments.ts';
import {
  effectsFieldTable,
  TABLE_END,
  TABLE_START,
  withFieldTable,
} from '../../buildtime/effectsFieldTable.ts';

const root = path.resolve(import.meta.dirname, '../..');
const schema = effectsSchema({ paletteColours: [], assetFiles: null, introWordCount: 3 });

// content.ts too: tests/browser/marketOff.test.ts builds with a copy of it in another folder.
it.each(['effects.ts', 'content.ts'])(
  'src/config/%s imports nothing at run time: it is plain data',
  (name) => {
    const text = readFileSync(path.join(root, 'src/config', name), 'utf8');
    const imports = text.match(/^import .*$/gm) ?? [];
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
    expect(text).not.toMatch(/\bimport\(|\brequire\(|\bimport\.meta\b/);
  },
);

describe('src/config/effects.ts', () => {
  it("gets each field's comment from the schema's description and unit", () => {
    const comments = schemaComments(schema);
    const [first, second] = [...comments.keys()];
    const [firstSection, firstKey] = first!.split('.');
    const [, secondKey] = second!.split('.');
    expect(secondKey).toBeDefined();
    // A stale comment on the first field, none on the second, a free comment kept above the object.
    const stale = [
      "// The designers' own note.",
      'export const effects = {',
      `  ${firstSection}: {`,
      '    // An old description (s).',
      `    ${firstKey}: 1,`,
      `    ${secondKey}: 2,`,
      '  },',
      '};',
      '',
    ].join('\n');
    const written = withSchemaComments(stale, comments);
    expect(written).toBe(
      stale
        .replace('// An old description (s).', `// ${comments.get(first!)}`)
        .replace(`    ${secondKey}: 2,`, `    // ${comments.get(second!)}\n    ${secondKey}: 2,`),
    );
    expect(withSchemaComments(written, comments)).toBe(written);
    expect(comments.get(first!)).toMatch(/^[A-Z'].* \(.+\)\.$/);
  });

  it('describes every field in the schema with a unit and a description', () => {
    for (const fields of studioFields(schema).values()) {
      for (const field of fields) {
        expect(field.meta.unit, field.path).not.toBe('');
        expect(field.meta.description, field.path).toMatch(/^[a-z'].*[^.]$/);
      }
    }
  });

  it("writes docs/effects.md's table from the schema: a row per field, between its markers only", () => {
    const table = effectsFieldTable(schema);
    const paths = [...studioFields(schema).values()].flat().map((field) => field.path);
    const rows = table.split('\n').slice(2);
    expect(rows.map((row) => row.split('|')[1]!.trim())).toEqual(paths.map((p) => `\`${p}\``));
    const doc = `# Title\n${TABLE_START}\nold rows\n${TABLE_END}\nAfter.\n`;
    expect(withFieldTable(doc, table)).toBe(
      `# Title\n${TABLE_START}\n\n${table}\n\n${TABLE_END}\nAfter.\n`,
    );
    expect(() => withFieldTable('# No markers', table)).toThrow(/markers/);
  });
});

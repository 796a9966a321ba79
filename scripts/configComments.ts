// `npm run config:comments`: writes the comment above each field of src/config/effects.ts from
// the schema's description and unit (build/effectsComments.ts), after a schema change. The
// studio's Save does the same for the file it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaComments, withSchemaComments } from '../build/effectsComments.ts';
import { effectsSchema } from '../src/config/effects.schema.ts';

const file = path.resolve(import.meta.dirname, '../src/config/effects.ts');
const source = readFileSync(file, 'utf8');
const schema = effectsSchema({ paletteColours: [], assetFiles: null, introWordCount: 3 });
const next = withSchemaComments(source, schemaComments(schema));
if (next === source) {
  console.log('src/config/effects.ts: every comment already says what the schema says');
} else {
  writeFileSync(file, next);
  console.log('src/config/effects.ts: comments written from src/config/effects.schema.ts');
}

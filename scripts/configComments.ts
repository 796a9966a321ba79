// `npm run config:comments`: after a schema change, writes what src/config/effects.schema.ts says
// of each field where people read it: the comment above each field of src/config/effects.ts
// (buildtime/effectsComments.ts; the studio's Save does the same for the file it writes) and the field
// table of docs/effects.md (buildtime/effectsFieldTable.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaComments, withSchemaComments } from '../buildtime/effectsComments.ts';
import { effectsFieldTable, withFieldTable } from '../buildtime/effectsFieldTable.ts';
import { effectsSchema } from '../src/config/effects.schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const schema = effectsSchema({ paletteColours: [], assetFiles: null, introWordCount: 3 });

function rewrite(file: string, write: (text: string) => string) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const next = write(text);
  if (next === text) return console.log(`${file}: already says what the schema says`);
  writeFileSync(path.join(root, file), next);
  console.log(`${file}: written from src/config/effects.schema.ts`);
}

rewrite('src/config/effects.ts', (source) => withSchemaComments(source, schemaComments(schema)));
rewrite('docs/effects.md', (markdown) => withFieldTable(markdown, effectsFieldTable(schema)));

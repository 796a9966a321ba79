// Writes the designer's edit (designerEdits.ts) into a throwaway copy of the project and prints
// the copy's folder, for running the browser tests (or `npm run build`, or the studio) with it:
//   dir=$(npx tsx tests/designerEdit/copy.ts) && cd "$dir" && npx vitest run --project browser
// The copy holds the files git tracks (and the untracked ones it does not ignore); node_modules
// is linked, so run one copy's browser tests at a time (their build goes to node_modules/.cache).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { designerEdits } from './designerEdits.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const listed = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
const files = execFileSync('git', listed, { cwd: ROOT, encoding: 'utf8' }).split('\0');
const root = mkdtempSync(path.join(tmpdir(), 'designer-edit-'));
// cpSync makes each file's folders.
for (const file of files.filter(Boolean)) cpSync(path.join(ROOT, file), path.join(root, file));
symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
for (const [file, edit] of Object.entries(designerEdits)) {
  const target = path.join(root, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
}
console.log(root);

// The studio's Save writes changed values into src/config/effects.ts with magicast. A golden
// test: a copy of the file (fixtures/effectsWriteBack/before.ts.txt) after saving two fields, a
// number and a list, differs from it, line for line, in those two lines only: every comment, the
// order and the layout stay.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { writeBackEffects } from '../../buildtime/effectsWriteBack.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures/effectsWriteBack');
const read = (file: string) => readFileSync(path.join(fixtures, file), 'utf8');
// Prettier's settings and parser come from the real file's path.
const configFile = path.join(root, 'src/config/effects.ts');

/** The lines that differ, `git diff` style: '-N old' and '+N new' for each line N. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [`-${i + 1} ${line}`, `+${i + 1} ${b[i]}`]));
}

const TWO_FIELDS = new Map<string, unknown>([
  ['candles.spawnEveryMs', 500],
  ['chaosMode.textures', ['/art/rocket.svg', '/art/logo.svg', '/art/megaphone.svg']],
]);

it('changes only the saved values, comments and layout intact (golden)', async () => {
  const before = read('before.ts.txt');
  const saved = await writeBackEffects(before, TWO_FIELDS, configFile);
  expect(changedLines(before, saved)).toEqual([
    '-37     spawnEveryMs: 1500,',
    '+37     spawnEveryMs: 500,',
    "-63     textures: ['/art/candle-red.svg', '/art/candle-green.svg', '/art/rocket.svg', '/art/logo.svg'],",
    "+63     textures: ['/art/rocket.svg', '/art/logo.svg', '/art/megaphone.svg'],",
  ]);
});

it('on the real config file too, changes exactly the saved lines; its own values give it back', async () => {
  const source = readFileSync(configFile, 'utf8');
  const interval = Number(/spawnEveryMs: (\d+),/.exec(source)?.[1]);
  const fields = new Map(TWO_FIELDS).set('candles.spawnEveryMs', interval + 1);
  const saved = await writeBackEffects(source, fields, configFile);
  const changed = changedLines(source, saved).filter((line) => line.startsWith('+'));
  expect(changed).toHaveLength(2);
  expect(changed[0]).toMatch(new RegExp(`^\\+\\d+ {5}spawnEveryMs: ${interval + 1},$`));
  expect(changed[1]).toMatch(
    /^\+\d+ {5}textures: \['\/art\/rocket.svg', '\/art\/logo.svg', '\/art\/megaphone.svg'\],$/,
  );
  const same = new Map([['candles.spawnEveryMs', interval]]);
  expect(await writeBackEffects(source, same, configFile)).toBe(source);
});

it('refuses a path that is not a field', async () => {
  await expect(
    writeBackEffects(read('before.ts.txt'), new Map([['candles.nope', 1]]), configFile),
  ).rejects.toThrow('candles.nope is not a field of effects');
});

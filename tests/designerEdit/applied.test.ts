// The designer-edit run is not a no-op: the config modules the tests import hold the edited
// values, not the files' own (runs only in tests/designerEdit/vitest.config.ts's projects).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content } from '../../src/config/content.ts';
import { effects } from '../../src/config/effects.ts';
import { palette } from '../../src/config/palette.ts';
import { designerEdits } from './designerEdits.ts';

const root = path.resolve(import.meta.dirname, '../..');
const onDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the designer edit', () => {
  it('reaches the config modules the tests import', () => {
    const effectsFile = 'src/config/effects.ts';
    const interval = (source: string) => Number(/spawnEveryMs: (\d+),/.exec(source)?.[1]);
    const edited = interval(designerEdits[effectsFile]!(onDisk(effectsFile)));
    expect(edited).not.toBe(interval(onDisk(effectsFile)));
    expect(effects.candles.spawnEveryMs).toBe(edited);
    expect(onDisk('src/config/palette.ts')).not.toContain(`green: '${palette.green}'`);
    expect(onDisk('src/config/content.ts')).not.toContain(content.slogan);
  });
});

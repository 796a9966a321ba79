// The unit project's guard (tests/unit/purity.ts) works: processes, servers, sockets and writes
// outside the temp folder throw, naming the rule; reading and writing in the temp folder work.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const RULE = /in a unit test\. The unit project is pure/;

it('refuses processes, servers and sockets, fetch included', async () => {
  expect(() => spawnSync('true')).toThrow(RULE);
  expect(() => execFile('true')).toThrow(RULE);
  expect(() => createServer().listen(0)).toThrow(RULE);
  expect(() => net.connect(45678, '127.0.0.1')).toThrow(RULE);
  const cause = await fetch('http://127.0.0.1:45678/').catch((error: Error) => error.cause);
  expect(String(cause)).toMatch(RULE);
});

it('refuses writes outside the temp folder, and allows them inside it', async () => {
  // Beside the temp folder, never in it (the checkout itself may be in it, as a CI clone can).
  const here = path.resolve(tmpdir(), '..', 'written-by-a-unit-test.txt');
  expect(() => writeFileSync(here, 'x')).toThrow(RULE);
  await expect(writeFile(here, 'x')).rejects.toThrow(RULE);
  const dir = mkdtempSync(path.join(tmpdir(), 'unit-'));
  try {
    writeFileSync(path.join(dir, 'a.txt'), 'ok');
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('ok');
  } finally {
    rmSync(dir, { recursive: true });
  }
});

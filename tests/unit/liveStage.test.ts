// The studio endpoint's guards (buildtime/studioServer.ts): loopback, same-origin JSON requests
// only, changing existing fields only. (What the stage does with a live change: effects.test.ts.)
import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { effects } from '../../src/config/effects.ts';
import { isLoopback, readChanges, refusal } from '../../buildtime/studioServer.ts';

const request = (remote: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: remote }, headers }) as unknown as IncomingMessage;
const json = {
  host: '127.0.0.1:5173',
  origin: 'http://127.0.0.1:5173',
  'content-type': 'application/json',
};

it('answers loopback only, same-origin JSON only', () => {
  expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
  expect(['10.0.0.2', '::ffff:192.168.1.2', undefined].some(isLoopback)).toBe(false);
  const local = (headers: Record<string, string>) =>
    refusal(request('127.0.0.1', { ...json, ...headers }), true);
  expect(local({})).toBeNull();
  expect(refusal(request('192.168.1.9', json), true)).toMatch(/loopback/);
  expect(local({ origin: 'http://evil.example' })).toMatch(/same-origin/);
  expect(local({ 'content-type': 'text/plain' })).toMatch(/JSON/);
  const crossSite = { ...json, 'sec-fetch-site': 'cross-site' };
  expect(refusal(request('127.0.0.1', crossSite), false)).toMatch(/same-origin/);
});

it('takes changes to existing fields only', () => {
  const current = effects as unknown as Record<string, Record<string, unknown>>;
  expect(readChanges({ changes: { 'candles.spawnEveryMs': 500 } }, current)).toEqual(
    new Map([['candles.spawnEveryMs', 500]]),
  );
  expect(readChanges({ changes: { 'candles.x': 1 } }, current)).toBe(
    'effects.candles.x is not a field of the effects config',
  );
  expect(readChanges({ changes: { '__proto__.x': 1 } }, current)).toMatch(/not a field/);
  expect(readChanges({ changes: {} }, current)).toBe('nothing to save');
  expect(readChanges([], current)).toMatch(/the body must be/);
});

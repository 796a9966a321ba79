// The market strip's refresh as the page starts it (WCAG 2.2.2): the figures load once at start,
// then once a refresh period (60 s, docs/rebrand.md), never while motion is paused or the tab is
// hidden.
import { afterAll, expect, it, vi } from 'vitest';
import { resetChaosStore, setPaused } from '../../src/chaos/chaosStore.ts';
import { startMarket } from '../../src/market/startMarket.ts';
import { fixedMarket } from '../helpers/specNumbers.ts';

afterAll(() => resetChaosStore());

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

it('refreshes every period while visible and running; a paused or hidden page makes no request', async () => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
  vi.stubGlobal('fetch', fetchMock);
  resetChaosStore({ paused: false });
  setVisibility('visible');
  const period = fixedMarket.refreshEveryMs;

  startMarket({});
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(period - 1);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);

  setPaused(true);
  await vi.advanceTimersByTimeAsync(3 * period);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  setPaused(false);
  setVisibility('hidden');
  await vi.advanceTimersByTimeAsync(3 * period);
  expect(fetchMock).toHaveBeenCalledTimes(2);

  setVisibility('visible');
  await vi.advanceTimersByTimeAsync(period);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

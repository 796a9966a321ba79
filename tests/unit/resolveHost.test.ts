// The runtime resolver: under Deno it asks Deno.resolveDns for A and AAAA records and merges them; elsewhere, with nothing injected, it refuses.
import { afterEach, expect, it } from 'vitest';
import { runtimeResolveHost } from '../../supabase/functions/_shared/resolveHost.ts';

const holder = globalThis as { Deno?: unknown };

afterEach(() => {
  delete holder.Deno;
});

it('merges Deno.resolveDns A and AAAA answers, tolerating one failing', async () => {
  const asked: string[] = [];
  holder.Deno = {
    resolveDns: (name: string, type: string) => {
      asked.push(`${name} ${type}`);
      if (name === 'v4only.example' && type === 'AAAA')
        return Promise.reject(new Error('NXDOMAIN'));
      return Promise.resolve(type === 'A' ? ['93.184.216.34'] : ['2606:2800:220:1::1']);
    },
  };
  const resolve = runtimeResolveHost();
  expect(await resolve('feeds.example')).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
  expect(await resolve('v4only.example')).toEqual(['93.184.216.34']);
  expect(asked).toContain('feeds.example AAAA');
});

it('fails when Deno finds no address', async () => {
  holder.Deno = { resolveDns: () => Promise.reject(new Error('NXDOMAIN')) };
  await expect(runtimeResolveHost()('nowhere.example')).rejects.toThrow(
    /could not resolve nowhere\.example: .*NXDOMAIN/,
  );
});

it('outside Deno, without an injected resolver, refuses rather than guessing', async () => {
  await expect(runtimeResolveHost()('feeds.example')).rejects.toThrow(/no name resolver/);
});

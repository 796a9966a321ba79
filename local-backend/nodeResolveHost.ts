// Name resolution for the feeds' public-address rule in Node (the local backend, tests): every address the system resolver gives.
import { promises as dns } from 'node:dns';
import type { ResolveHost } from '../supabase/functions/_shared/resolveHost.ts';

export const nodeResolveHost: ResolveHost = async (hostname) => {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  if (found.length === 0) throw new Error(`could not resolve ${hostname}`);
  return found.map((entry) => entry.address);
};

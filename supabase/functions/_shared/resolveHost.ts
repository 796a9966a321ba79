// Name resolution for the feed address rule: Deno.resolveDns under Deno (the Edge Function); Node callers pass local-backend/nodeResolveHost.ts.

/** Every IPv4 and IPv6 address a host name resolves to; throws when it resolves to none. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

type DnsRecordType = 'A' | 'AAAA';
interface DenoDns {
  resolveDns(query: string, recordType: DnsRecordType): Promise<string[]>;
}

function denoResolver(deno: DenoDns): ResolveHost {
  return async (hostname) => {
    const results = await Promise.allSettled([
      deno.resolveDns(hostname, 'A'),
      deno.resolveDns(hostname, 'AAAA'),
    ]);
    const addresses = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    if (addresses.length === 0) {
      const failure = results.find((r) => r.status === 'rejected');
      throw new Error(
        `could not resolve ${hostname}${failure ? `: ${String(failure.reason)}` : ''}`,
      );
    }
    return addresses;
  };
}

const noResolver: ResolveHost = (hostname) =>
  Promise.reject(new Error(`no name resolver in this runtime to check ${hostname}`));

/** Deno's resolver under Deno; elsewhere one that refuses (Node callers inject their own). */
export function runtimeResolveHost(): ResolveHost {
  const deno = (globalThis as { Deno?: Partial<DenoDns> }).Deno;
  if (deno && typeof deno.resolveDns === 'function') return denoResolver(deno as DenoDns);
  return noResolver;
}

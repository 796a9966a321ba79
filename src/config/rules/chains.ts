// The chains the market strip can ask DexScreener about (its chain ids), and what a token's
// address looks like on each: the rebrand validation (build time only) checks the two agree.

/** How a chain writes a token address. */
export type AddressKind = 'solana' | 'evm' | 'tron' | 'sui' | 'aptos' | 'ton';

/** DexScreener's chain id -> the address format of its tokens. */
export const DEXSCREENER_CHAINS: Readonly<Record<string, AddressKind>> = {
  solana: 'solana',
  ethereum: 'evm',
  bsc: 'evm',
  base: 'evm',
  arbitrum: 'evm',
  polygon: 'evm',
  avalanche: 'evm',
  optimism: 'evm',
  fantom: 'evm',
  cronos: 'evm',
  pulsechain: 'evm',
  blast: 'evm',
  linea: 'evm',
  zksync: 'evm',
  mantle: 'evm',
  scroll: 'evm',
  sonic: 'evm',
  berachain: 'evm',
  abstract: 'evm',
  unichain: 'evm',
  hyperevm: 'evm',
  celo: 'evm',
  metis: 'evm',
  moonbeam: 'evm',
  gnosischain: 'evm',
  apechain: 'evm',
  worldchain: 'evm',
  tron: 'tron',
  sui: 'sui',
  aptos: 'aptos',
  ton: 'ton',
};

const FORMATS: Readonly<Record<AddressKind, { pattern: RegExp; allowed: string }>> = {
  solana: {
    pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    allowed: 'a Solana address: 32 to 44 base58 characters (no 0, O, I or l)',
  },
  evm: { pattern: /^0x[0-9a-fA-F]{40}$/, allowed: 'an EVM address: 0x and 40 hex digits' },
  tron: {
    pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
    allowed: 'a TRON address: T and 33 base58 characters',
  },
  sui: {
    pattern: /^0x[0-9a-fA-F]{1,64}::\w+::\w+$/,
    allowed: 'a Sui coin type: 0x<package>::<module>::<name>',
  },
  aptos: {
    pattern: /^0x[0-9a-fA-F]{1,64}(::\w+::\w+)?$/,
    allowed: 'an Aptos address or coin type: 0x<hex>[::<module>::<name>]',
  },
  ton: {
    pattern: /^(?:[A-Za-z0-9_-]{48}|-?\d:[0-9a-fA-F]{64})$/,
    allowed: 'a TON address: 48 base64url characters, or <workchain>:<64 hex digits>',
  },
};

export function isKnownChain(chainId: string): boolean {
  return Object.hasOwn(DEXSCREENER_CHAINS, chainId);
}

/** What a token address on `chainId` must look like, or null when it fits (or the chain is unknown). */
export function addressProblem(chainId: string, address: string): string | null {
  // Own keys only: 'toString' or 'constructor' is no chain (the object's prototype has them).
  if (!isKnownChain(chainId)) return null;
  const format = FORMATS[DEXSCREENER_CHAINS[chainId]!];
  return format.pattern.test(address) ? null : `must be ${format.allowed} on ${chainId}`;
}

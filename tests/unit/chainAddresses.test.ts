// The market strip's address rule (src/config/rules/chains.ts) as docs/rebrand.md states it:
// Solana 32 to 44 base58 characters, EVM chains 0x and 40 hex digits, TRON, Sui, Aptos and TON
// their own forms. Each form is tried at its edges (one character short or over, a character
// outside its alphabet, text around a valid address), and every chain the strip knows checks one.
import { expect, it } from 'vitest';
import { addressProblem, DEXSCREENER_CHAINS, isKnownChain } from '../../src/config/rules/chains.ts';

const hex = (n: number) => 'aB3'.repeat(n).slice(0, n);
const base58 = (n: number) => '1Zz9'.repeat(n).slice(0, n);

/** Per chain: the name its message uses, addresses it takes, and near misses it refuses. */
const forms: Record<string, { name: string; valid: string[]; invalid: string[] }> = {
  solana: {
    name: 'Solana',
    valid: [base58(32), base58(44), 'A'.repeat(40) + 'HJNP'],
    invalid: [base58(31), base58(45), ...['0', 'O', 'I', 'l'].map((c) => base58(40) + c)],
  },
  ethereum: {
    name: 'EVM',
    valid: [`0x${hex(40)}`, `0x${'F'.repeat(40)}`],
    invalid: [`0x${hex(39)}`, `0x${hex(41)}`, `0x${hex(39)}g`, `1x${hex(40)}`, hex(42)],
  },
  tron: {
    name: 'TRON',
    valid: [`T${base58(33)}`],
    invalid: [`T${base58(32)}`, `T${base58(34)}`, `t${base58(33)}`, `T${base58(32)}0`],
  },
  sui: {
    name: 'Sui',
    valid: ['0x2::sui::SUI', `0x${hex(64)}::coin_1::Name`],
    invalid: [
      `0x${hex(65)}::a::b`,
      '0x::a::b',
      '0x2::sui',
      '0x2::sui::',
      '0xg::a::b',
      '0x2::a-b::c',
    ],
  },
  aptos: {
    name: 'Aptos',
    valid: ['0x1', `0x${hex(64)}`, '0x1::aptos_coin::AptosCoin'],
    invalid: [`0x${hex(65)}`, '0x', '0x1::aptos_coin', '0x1::a::b::c::d', '1x1'],
  },
  ton: {
    name: 'TON',
    valid: [`EQ${'A'.repeat(44)}-_`, `0:${hex(64)}`, `-1:${hex(64)}`],
    invalid: [
      `EQ${'A'.repeat(45)}`,
      `EQ${'A'.repeat(47)}`,
      `EQ${'A'.repeat(45)}+`,
      `0:${hex(63)}`,
      `+1:${hex(64)}`,
      `10:${hex(64)}`,
    ],
  },
};

for (const [chain, { name, valid, invalid }] of Object.entries(forms)) {
  it(`${chain}: takes the ${name} form, and refuses each near miss naming the form and the chain`, () => {
    for (const address of valid) {
      expect(addressProblem(chain, address), address).toBeNull();
      // Anchored at both ends: a valid address inside other text is not one.
      expect(addressProblem(chain, ` ${address}`), `before ${address}`).not.toBeNull();
      expect(addressProblem(chain, `${address}!`), `after ${address}`).not.toBeNull();
    }
    for (const address of invalid) {
      expect(addressProblem(chain, address), address).toMatch(
        new RegExp(`^must be an? ${name} .+ on ${chain}$`),
      );
    }
  });
}

it('a token address is checked on every chain the strip knows, and on none it does not', () => {
  const chains = Object.keys(DEXSCREENER_CHAINS);
  expect(chains.length).toBeGreaterThan(Object.keys(forms).length);
  for (const chain of chains) {
    expect(isKnownChain(chain), chain).toBe(true);
    expect(addressProblem(chain, 'not an address'), chain).toMatch(/^must be .+ on /);
  }
  // The EVM chains share one form.
  expect(addressProblem('base', `0x${hex(40)}`)).toBeNull();
  for (const chain of ['solanna', 'toString', '__proto__', '']) {
    expect(isKnownChain(chain), chain).toBe(false);
    expect(addressProblem(chain, 'not an address'), chain).toBeNull();
  }
});

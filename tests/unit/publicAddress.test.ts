// The feeds' address rule: which IP addresses count as public, and which URL hosts are IP literals.
import { describe, expect, it } from 'vitest';
import { ipLiteral, isPublicAddress } from '../../supabase/functions/_shared/publicAddress.ts';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'IPv6 unique-local'],
    ['fd12:3456::1', 'IPv6 unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['fec0::1', 'IPv6 site-local (deprecated)'],
    ['not-an-ip', 'not an address'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  const publicOnes =
    '93.184.216.34 8.8.8.8 1.1.1.1 172.32.0.1 100.128.0.1 2606:4700:4700::1111 ' +
    '[2a00:1450:4001:80b::200e] ::ffff:8.8.8.8 64:ff9b::808:808';
  it.each(publicOnes.split(' '))('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

it('ipLiteral: reads the address from IPv4 and bracketed IPv6 hostnames, null for names', () => {
  expect(ipLiteral('127.0.0.1')).toBe('127.0.0.1');
  expect(ipLiteral(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
  expect(ipLiteral(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
  expect(ipLiteral(new URL('http://0x7f.1/').hostname)).toBe('127.0.0.1');
  expect(ipLiteral('news.example')).toBeNull();
  expect(ipLiteral('localhost')).toBeNull();
});

import { describe, expect, it } from 'vitest';
import { canonicalAddress, clientAddressFrom, decideClientAddress, isLoopbackAddress, parseTrustedProxies } from './client-address.mts';

/**
 * The client address rule (README "Holding under abuse"): the socket's peer, unless the peer is a
 * trusted proxy; then the right-most X-Forwarded-For entry that is not one.
 */
describe('decideClientAddress: a client cannot choose its own address', () => {
  it.each([
    // [case, TRUSTED_PROXIES, socket peer, X-Forwarded-For as received, decided]
    ['no proxies trusted: the header is ignored', '', '203.0.113.9', '10.99.1.7', '203.0.113.9'],
    ['no proxies trusted, a list in the header', '', '203.0.113.9', '127.0.0.1, 10.99.2.7', '203.0.113.9'],
    ['no header at all', '', '203.0.113.9', undefined, '203.0.113.9'],
    ['an untrusted peer claiming to be loopback', '10.0.0.0/8', '198.51.100.4', '127.0.0.1', '198.51.100.4'],
    ['a dual-stack socket reports IPv4 as mapped IPv6', '', '::ffff:203.0.113.9', '10.99.1.7', '203.0.113.9'],
    ['an IPv6 peer in canonical form', '', '2001:DB8:0:0::1', undefined, '2001:db8::1'],
    ['a trusted peer: the entry it appended', '10.0.0.0/8', '10.1.2.3', '203.0.113.9', '203.0.113.9'],
    ['a trusted peer: what the client wrote left of it is not believed', '10.0.0.0/8', '10.1.2.3', '127.0.0.1, 10.99.3.7, 203.0.113.9', '203.0.113.9'],
    ['a chain of trusted proxies is skipped from the right', '10.0.0.0/8, 192.0.2.7', '10.1.2.3', '1.2.3.4, 203.0.113.9, 192.0.2.7, 10.4.4.4', '203.0.113.9'],
    ['every entry trusted: the left-most', '10.0.0.0/8', '10.1.2.3', '10.9.9.9, 10.8.8.8', '10.9.9.9'],
    ['a trusted peer with no header: the peer', '10.0.0.0/8', '10.1.2.3', undefined, '10.1.2.3'],
    ['a trusted peer with an empty header: the peer', '10.0.0.0/8', '10.1.2.3', ' , ', '10.1.2.3'],
    ['IPv4 CIDR: just outside the range is not trusted', '10.0.0.0/8', '11.0.0.1', '203.0.113.9', '11.0.0.1'],
    ['IPv4 CIDR /32 is one address', '192.0.2.7/32', '192.0.2.8', '203.0.113.9', '192.0.2.8'],
    ['IPv6 CIDR', 'fd00::/8', 'fd12:3456::1', '2001:db8::99', '2001:db8::99'],
    ['IPv6 CIDR: outside the range', 'fd00::/8', 'fe80::1', '2001:db8::99', 'fe80::1'],
    ['IPv6 single address in any spelling', '2001:db8:0:0:0:0:0:7', '2001:db8::7', '203.0.113.9', '203.0.113.9'],
    ['a mapped peer matches an IPv4 range', '127.0.0.1/8', '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['an IPv4 peer matches a mapped range', '::ffff:10.0.0.0/104', '10.1.2.3', '203.0.113.9', '203.0.113.9'],
    ['mapped and ported entries in the header are read as plain addresses', '10.0.0.0/8', '10.1.2.3', '203.0.113.9:5123, ::ffff:10.2.2.2', '203.0.113.9'],
    ['a bracketed IPv6 entry with a port', '10.0.0.0/8', '10.1.2.3', '[2001:db8::5]:443', '2001:db8::5'],
    ['a socket that is already gone', '', undefined, '10.99.1.7', 'unknown'],
  ])('%s', (_case, trusted, peer, forwardedFor, decided) => {
    expect(decideClientAddress(peer, forwardedFor, parseTrustedProxies(trusted))).toBe(decided);
  });
});

describe('parseTrustedProxies refuses a malformed TRUSTED_PROXIES at start-up', () => {
  it.each(['balancer.internal', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.300', '10.0.0.0/x', '10.0.0.0/', '/8', 'localhost'])('%j', (entry) => {
    expect(() => parseTrustedProxies(`192.0.2.7, ${entry}`)).toThrow(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  });
  it.each([undefined, '', ' ', ' 10.0.0.0/8 , fd00::/8,192.0.2.7 ,'])('accepts %j', (list) => {
    expect(() => parseTrustedProxies(list)).not.toThrow();
  });
});

describe('canonicalAddress and isLoopbackAddress', () => {
  it.each([
    ['::ffff:7f00:1', '127.0.0.1'],
    [' 2001:DB8::1 ', '2001:db8::1'],
    ['192.0.2.1:80', '192.0.2.1'],
    ['not an address', 'not an address'],
  ])('%j → %j', (given, canonical) => {
    expect(canonicalAddress(given)).toBe(canonical);
  });
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['fd00::2', false],
    ['::ffff:192.0.2.2', false],
    ['unknown', false],
    ['127.0.0.1, 192.0.2.2', false],
  ])('%j is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
  it('a route reads the one decided address, or "unknown" without one', () => {
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': ' 203.0.113.9 ' }))).toBe('203.0.113.9');
    expect(clientAddressFrom(new Headers())).toBe('unknown');
  });
});

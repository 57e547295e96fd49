/**
 * The client's address (README "Holding under abuse"), decided once, at the front door: the
 * socket's peer, unless that peer is a trusted proxy (TRUSTED_PROXIES, addresses and CIDR ranges,
 * none by default). Then X-Forwarded-For is read from the right, and the right-most entry that is
 * not itself a trusted proxy is the client (the left-most when every entry is trusted): each proxy
 * appends the peer it saw, so everything left of the nearest untrusted hop is the client's say.
 *
 * serve.mts writes the decision into X-Forwarded-For, replacing whatever the client sent; Next
 * keeps a value it finds there (it fills the header from the socket only when it is absent), so a
 * route reads exactly that one address with `clientAddressFrom`. Rate limits key on it and /inbox
 * answers only when it is loopback.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, SocketAddress } from 'node:net';

/** The request header that carries the decided address from serve.mts to the routes. */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/** What the address is when the socket has none (it closed before the request was read). */
const UNKNOWN = 'unknown';

/**
 * TRUSTED_PROXIES read once at start-up: comma-separated IPv4 or IPv6 addresses and CIDR ranges
 * (`10.0.0.0/8, fd00::/8, 192.0.2.7`). Throws, naming the entry, on anything else (a host name,
 * a bad prefix), so a mistyped list stops the server instead of trusting nobody or everybody.
 */
export function parseTrustedProxies(list: string | undefined): BlockList {
  const trusted = new BlockList();
  for (const entry of (list ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix, ...extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    try {
      if (family === 0 || extra.length > 0 || !validPrefix) throw new Error('not an address');
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) trusted.addAddress(address, type);
      else trusted.addSubnet(address, Number(prefix), type);
    } catch {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range. Give a comma-separated list such as "10.0.0.0/8, fd00::/8, 192.0.2.7" (README "Holding under abuse").`,
      );
    }
  }
  return trusted;
}

/**
 * An address in one spelling, so that one client is one key: IPv6 in its canonical form, and an
 * IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a dual-stack socket reports) as plain IPv4.
 * A port (`192.0.2.1:443`, `[2001:db8::1]:443`) is dropped. Anything else is returned trimmed.
 */
export function canonicalAddress(text: string): string {
  const trimmed = text.trim();
  const address = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed)?.[1] ?? trimmed;
  const family = isIP(address);
  if (family === 0) return address;
  const canonical = new SocketAddress({ address, family: family === 4 ? 'ipv4' : 'ipv6' }).address;
  return /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(canonical)?.[1] ?? canonical;
}

/** Whether `address` is an IP address inside `list` (IPv4-mapped IPv6 addresses match IPv4 ranges). */
function listed(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The rule above: the peer, or the right-most untrusted X-Forwarded-For entry behind trusted proxies. */
export function decideClientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string {
  const socket = peer ? canonicalAddress(peer) : '';
  if (!socket) return UNKNOWN;
  if (!listed(trusted, socket)) return socket;
  const hops = (forwardedFor ?? '').split(',').map(canonicalAddress).filter(Boolean);
  if (hops.length === 0) return socket;
  for (let index = hops.length - 1; index >= 0; index--) if (!listed(trusted, hops[index]!)) return hops[index]!;
  return hops[0]!;
}

/**
 * serve.mts, for every request before Next sees it: decides the client's address from the socket
 * and replaces X-Forwarded-For with it alone. Returns the address.
 */
export function setClientAddress(request: IncomingMessage, trusted: BlockList): string {
  // Every X-Forwarded-For line the client sent, in order (request.headers joins them too).
  const forwardedFor = request.headersDistinct[CLIENT_ADDRESS_HEADER]?.join(', ');
  const address = decideClientAddress(request.socket.remoteAddress, forwardedFor, trusted);
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}

/**
 * The address serve.mts decided, as a route reads it. Under `next dev` there is no serve.mts:
 * Next fills the header from the socket when the client sent none, and a client's own value is
 * taken as it is (README "Holding under abuse"), which is why dev listens on loopback only.
 */
export function clientAddressFrom(headers: { get(name: string): string | null }): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNKNOWN;
}

const LOOPBACK = parseTrustedProxies('127.0.0.0/8, ::1');

/** Whether the address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
export function isLoopbackAddress(address: string): boolean {
  return listed(LOOPBACK, canonicalAddress(address));
}

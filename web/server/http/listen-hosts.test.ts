import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeListenAddresses, listenOnHosts, LOOPBACK_HOSTS, selfAddress, webListenHosts } from './listen-hosts.mts';

/** serve.mts listens on loopback unless WEB_HOST says otherwise (README "Two commands"). */
describe('webListenHosts', () => {
  it.each([undefined, '', '  '])('WEB_HOST %j: loopback only, both families', (value) => {
    expect(webListenHosts(value)).toEqual(['127.0.0.1', '::1']);
  });
  it.each(['0.0.0.0', '::', '192.0.2.2'])('WEB_HOST %j: that address', (value) => {
    expect(webListenHosts(value)).toEqual([value]);
  });
  it.each([
    [['127.0.0.1', '::1'], '127.0.0.1'],
    [['0.0.0.0'], '127.0.0.1'],
    [['::'], '127.0.0.1'],
    [['::1'], '::1'],
    [['192.0.2.2'], '192.0.2.2'],
  ])('listening on %j, it reaches itself at %s', (hosts, self) => {
    expect(selfAddress(hosts)).toBe(self);
  });
  it('says where it listens', () => {
    expect(describeListenAddresses(LOOPBACK_HOSTS, 3000)).toBe('127.0.0.1:3000 and [::1]:3000');
  });
});

const otherInterface = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((answered) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      answered(true);
    });
    socket.once('error', () => answered(false));
  });

describe('by default the web server is reachable from this machine only', () => {
  const servers: Server[] = [];
  let port = 0;
  beforeAll(async () => {
    // A free port, then what serve.mts does: one server per default address, on that port.
    const probe = createServer();
    await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
    port = (probe.address() as AddressInfo).port;
    await new Promise((closed) => probe.close(closed));
    const listening = await listenOnHosts((_request, response) => response.end(), webListenHosts(undefined), port, { ipv6Optional: false });
    servers.push(...listening.map(({ server }) => server));
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((closed) => server.close(closed));
  });

  it('accepts 127.0.0.1 and ::1', async () => {
    expect(await accepts('127.0.0.1', port)).toBe(true);
    expect(await accepts('::1', port)).toBe(true);
  });
  it('says so when the port is taken, whatever the address', async () => {
    for (const ipv6Optional of [true, false]) {
      await expect(listenOnHosts(() => {}, ['127.0.0.1'], port, { ipv6Optional })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    }
  });
  it.skipIf(!otherInterface)(`refuses this machine's other interface (${otherInterface})`, async () => {
    expect(await accepts(otherInterface!, port)).toBe(false);
  });
});

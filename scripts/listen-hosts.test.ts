import { describe, expect, it } from 'vitest';
import { describeListen, listenHosts, localUrlHost } from './listen-hosts.mjs';

/** npm start's servers listen on loopback unless HOST or their own variable says otherwise (README "Two commands"). */
describe('listenHosts', () => {
  it('by default: the web app and the lake on both loopback addresses, the mail server on 127.0.0.1', () => {
    const hosts = listenHosts({});
    expect(hosts).toEqual({ web: undefined, lake: undefined, mail: '127.0.0.1' });
    expect(describeListen(hosts.web, 3000)).toBe('127.0.0.1:3000 and [::1]:3000');
    expect(describeListen(hosts.lake, 4000)).toBe('127.0.0.1:4000 and [::1]:4000');
    expect(describeListen(hosts.mail, 2525)).toBe('127.0.0.1:2525');
  });
  it('HOST opens the web app and the lake, never the mail server', () => {
    expect(listenHosts({ HOST: '0.0.0.0' })).toEqual({ web: '0.0.0.0', lake: '0.0.0.0', mail: '127.0.0.1' });
  });
  it("a service's own variable wins over HOST", () => {
    expect(listenHosts({ HOST: '0.0.0.0', WEB_HOST: '::', LAKE_HOST: '127.0.0.1', MAIL_HOST: '::1' })).toEqual({ web: '::', lake: '127.0.0.1', mail: '::1' });
  });
  it('empty values are the default', () => {
    expect(listenHosts({ HOST: '', WEB_HOST: ' ', MAIL_HOST: '' })).toEqual({ web: undefined, lake: undefined, mail: '127.0.0.1' });
  });
  it.each([
    [undefined, '127.0.0.1'],
    ['0.0.0.0', '127.0.0.1'],
    ['::', '127.0.0.1'],
    ['::1', '[::1]'],
    ['192.0.2.2', '192.0.2.2'],
  ])('a service told %j is reached from this machine at %s', (host, urlHost) => {
    expect(localUrlHost(host)).toBe(urlHost);
  });
});

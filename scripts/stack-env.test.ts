import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, stackSettings } from './stack-env.mjs';

/** What npm start and start:cluster hand their children (README "Two commands", "Running many instances"). */
describe('stackSettings', () => {
  it('by default: the ports of README "Two commands", the lake notifying the web app on PORT, lead mail to the local mail server', () => {
    const { webPort, lakePort, studioPort, mailPort, dataDir, localMail, env } = stackSettings({ PATH: '/usr/bin' });
    expect([webPort, lakePort, studioPort, mailPort]).toEqual(['3000', '4000', '3333', '2525']);
    expect(dataDir).toBe(join(repoRoot, '.data'));
    expect(localMail).toBe(true);
    expect(env).toMatchObject({
      LAKE_URL: 'https://localhost:4000',
      LAKE_WEBHOOK_URL: 'http://127.0.0.1:3000/api/revalidate',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_DIR: join(repoRoot, '.data', 'mail'),
      WEB_ORIGIN_PATTERN: 'http://{site}.localhost:3000',
      WEB_HOST: '',
      PATH: `${join(repoRoot, 'node_modules', '.bin')}:/usr/bin`,
    });
    expect(env).not.toHaveProperty('LAKE_DATA_DIR');
  });

  it('honours PORT, LAKE_PORT, MAIL_PORT and DEALER_DATA_DIR (the lake\'s folder moves with it); a real SMTP_URL means no local mail and no inbox', () => {
    const { env, localMail } = stackSettings({ PORT: '3200', LAKE_PORT: '4200', MAIL_PORT: '2725', DEALER_DATA_DIR: '/tmp/d', SMTP_URL: 'smtp://mail.example:25', MAIL_DIR: '/elsewhere' });
    expect(localMail).toBe(false);
    expect(env).toMatchObject({ LAKE_DATA_DIR: '/tmp/d/lake', LAKE_WEBHOOK_URL: 'http://127.0.0.1:3200/api/revalidate', SMTP_URL: 'smtp://mail.example:25', LAKE_URL: 'https://localhost:4200' });
    expect(env).not.toHaveProperty('MAIL_DIR');
  });

  it('next dev listens on one address', () => {
    expect(stackSettings({}, { dev: true }).hosts.web).toBe('127.0.0.1');
    expect(stackSettings({}).hosts.web).toBeUndefined();
  });
});

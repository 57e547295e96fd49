// `npm start`: the local Content Lake and the web app (production build), with prefixed logs.
// `npm run dev`: the same with `next dev`. Ctrl-C stops everything. `npm run start:cluster` runs
// the same stack with many web instances behind a balancer (start-cluster.mjs).
import { join } from 'node:path';
import { ensureStudioBuild, ensureWebBuild } from './builds.mjs';
import { describeListen } from './listen-hosts.mjs';
import { repoRoot as root, stackSettings } from './stack-env.mjs';
import { createSupervisor } from './supervisor.mjs';

const dev = process.argv.includes('--dev');
const { webPort, lakePort, studioPort, mailPort, hosts, localMail, env } = stackSettings(process.env, { dev });

/** The running children; a child that dies uninvited takes the whole stack down. */
const supervisor = createSupervisor({ tag: 'start', cwd: root, env });
supervisor.stopOnSignals();

ensureStudioBuild(root, env);

supervisor.run('lake', 'node', ['--import', 'tsx', 'studio/lake/bin.ts']);
if (localMail) supervisor.run('mail', 'node', ['--import', 'tsx', 'leads/delivery/mail-cli.ts']);

if (dev) {
  supervisor.run('web', 'next', ['dev', '-p', webPort, '-H', hosts.web ?? '127.0.0.1'], { cwd: join(root, 'web') });
} else if (!ensureWebBuild(root, env)) {
  supervisor.stopAll(1);
} else {
  supervisor.run('web', 'node', ['serve.mts'], { cwd: join(root, 'web'), env: { ...env, PORT: webPort } });
}

if (!supervisor.stopping) {
  console.log(`
Dealer platform starting:
  sites index      http://localhost:${webPort}
  riverside-kia    http://riverside-kia.localhost:${webPort}
  southern-cross   http://southern-cross-motors.localhost:${webPort}
  harbour-city     http://harbour-city-toyota.localhost:${webPort}
  lone-star-jeep   http://lone-star-jeep.localhost:${webPort}
  Studio           http://localhost:${studioPort}  (signs you in as the local editor)
  content lake     https://localhost:${lakePort}  (token in .data/lake/token)${
    localMail ? `\n  lead inbox       http://localhost:${webPort}/inbox  (this machine only; local mail server ${env.SMTP_URL})` : ''
  }
Listening on (loopback unless HOST says otherwise, e.g. HOST=0.0.0.0; README "Two commands"):
  web              ${describeListen(hosts.web, webPort)}
  content lake     ${describeListen(hosts.lake, lakePort)}
  Studio door      127.0.0.1:${studioPort}  (always loopback: it hands out the lake's token)
  mail (SMTP)      ${localMail ? `${describeListen(hosts.mail, mailPort)}  (always loopback: it takes mail without a password)` : `not started: lead email goes to SMTP_URL`}
`);
}

// `npm run start:cluster -- --instances N` (README "Running many instances"): the stack of
// `npm start` with N web instances behind HAProxy, on Debian's PostgreSQL and Redis.
//
//   PostgreSQL, Redis (or DATABASE_URL, REDIS_URL) → the lake and the mail server → web1, until
//   its /healthz is ready (it migrates and seeds the database) → web2 … webN → HAProxy on PORT.
//
// An instance that dies is started again after a back-off, with a line saying which and why; any
// other server that dies stops everything. Ctrl-C stops the balancer, then the instances, then the
// lake and the mail server, then PostgreSQL (its clean "fast" shutdown) and Redis.
import { runCluster } from './cluster/run-cluster.mjs';

await runCluster({ argv: process.argv.slice(2), processEnv: process.env });

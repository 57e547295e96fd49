import { defineCliConfig } from 'sanity/cli';

// The Studio is built once (`sanity build`) and served by the local Content Lake under /studio,
// so it talks to the lake on its own origin (see config/environment.ts).
export default defineCliConfig({
  api: { projectId: 'local', dataset: 'production' },
  project: { basePath: '/studio' },
  // No CDN import map: the built Studio must run offline.
  deployment: { autoUpdates: false },
  reactStrictMode: false,
});

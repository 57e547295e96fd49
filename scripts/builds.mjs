// The builds `npm start` and `npm run start:cluster` serve, made again when their sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestSource } from './newest-source.mjs';

/**
 * The Studio is a static build the lake serves; rebuilt when its sources changed (about 15 s). A
 * failed build is reported and the rest still starts.
 * @param {string} root
 * @param {Record<string, string>} env
 */
export function ensureStudioBuild(root, env) {
  const studioIndex = join(root, 'studio', 'dist', 'index.html');
  if (existsSync(studioIndex) && statSync(studioIndex).mtimeMs >= newestSource(root, ['studio/config', 'studio/sanity.config.ts', 'blocks', 'schemas', 'tenants'])) return;
  console.log('[studio] building the Studio...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@dealer/studio'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) console.error('[studio] build failed (see above); the content lake and web app still start.');
}

/**
 * The web app's production build, with brotli copies of its scripts and styles for serve.mts
 * (web/precompress.mts); rebuilt when its sources changed (about a minute on 2 cores).
 * @param {string} root
 * @param {Record<string, string>} env
 * @returns {boolean} whether a build is there to serve
 */
export function ensureWebBuild(root, env) {
  const buildId = join(root, 'web', '.next', 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestSource(root, ['web', 'blocks', 'schemas', 'tenants', 'stock'])) return true;
  console.log('[web] building the production bundle (about a minute on 2 cores)...');
  const built =
    spawnSync('next', ['build'], { cwd: join(root, 'web'), env, stdio: 'inherit' }).status === 0 &&
    spawnSync('node', ['precompress.mts'], { cwd: join(root, 'web'), env, stdio: 'inherit' }).status === 0;
  if (!built) console.error('[web] build failed; see above.');
  return built;
}

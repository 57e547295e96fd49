/**
 * `node precompress.mts`, run after `next build` (the web package's build script and npm start):
 * writes brotli copies of the build's scripts and stylesheets for serve.mts.
 */
import { join } from 'node:path';
import { precompressStatic } from './server/http/precompress-static.mts';

const started = Date.now();
const report = await precompressStatic(join(import.meta.dirname, '.next', 'static'));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`[web] brotli copies of ${report.files} build files: ${kib(report.bytes)} to ${kib(report.compressedBytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

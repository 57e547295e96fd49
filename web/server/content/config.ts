import 'server-only';
import { join } from 'node:path';
import { z } from 'zod';
import { dataDir, readDataFile } from '../paths';

/**
 * Where content comes from. By default the local Content Lake started by `npm start`; set the
 * SANITY_* variables to read a real Sanity project through the same client instead.
 */
const envSchema = z.object({
  SANITY_PROJECT_ID: z.string().min(1).optional(),
  SANITY_DATASET: z.string().min(1).default('production'),
  SANITY_API_TOKEN: z.string().min(1).optional(),
  SANITY_WRITE_TOKEN: z.string().min(1).optional(),
  LAKE_URL: z.url().default('https://localhost:4000'),
  REVALIDATE_SECRET: z.string().min(16).optional(),
});

export interface ContentConfig {
  mode: 'sanity' | 'lake';
  projectId: string;
  dataset: string;
  apiHost?: string;
  /** Read token for drafts (preview). Published reads need none. */
  token?: string;
  /** Token allowed to write redirects (README "Redirects"); the lake's own token locally. */
  writeToken?: string;
  /** PEM of the lake's self-signed certificate, trusted by this process. */
  caCertPath?: string;
}

export function readContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid content configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  if (e.SANITY_PROJECT_ID) {
    return { mode: 'sanity', projectId: e.SANITY_PROJECT_ID, dataset: e.SANITY_DATASET, token: e.SANITY_API_TOKEN, writeToken: e.SANITY_WRITE_TOKEN };
  }
  return {
    mode: 'lake',
    projectId: 'local',
    dataset: e.SANITY_DATASET,
    apiHost: e.LAKE_URL,
    token: readDataFile('lake/token'),
    writeToken: readDataFile('lake/token'),
    caCertPath: join(dataDir, 'lake', 'cert.pem'),
  };
}

const CONFIG_FOR_MS = 1000;
let remembered: { key: string; at: number; config: ContentConfig } | undefined;

/**
 * This process's content configuration, read again only when the variables change or a second
 * has passed: every cached content read asks for it (its store identity is part of the cache key),
 * and parsing the environment and reading the lake's token file each time cost a page about a
 * millisecond (README "Page speed"). The second lets a token the lake writes after start be seen.
 */
export function currentContentConfig(env: NodeJS.ProcessEnv = process.env, now = Date.now()): ContentConfig {
  const key = Object.keys(envSchema.shape).map((name) => env[name] ?? '').join('\u0000');
  if (remembered && remembered.key === key && now - remembered.at < CONFIG_FOR_MS) return remembered.config;
  const config = readContentConfig(env);
  remembered = { key, at: now, config };
  return config;
}

/** The shared secret the content webhook presents to /api/revalidate. */
export function revalidateSecret(): string | undefined {
  return process.env.REVALIDATE_SECRET ?? readDataFile('lake/webhook-secret');
}

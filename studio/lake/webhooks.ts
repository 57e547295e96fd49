// Content webhooks: after each commit, tell the web app which published documents changed so it
// can revalidate exactly the affected site's cache tags. Drafts and release versions are skipped
// (shoppers never see them). Delivery is fire-and-forget: a short timeout, one retry, a log line on
// failure; a slow or absent web app never delays or fails a mutation.
import { isObject, type SanityDocument } from './document';
import { isPublishedId } from './ids';
import type { Commit } from './store';

export interface Webhook {
  url: string;
  secret: string;
}

/** The JSON body POSTed to every webhook, once per changed published document. */
export interface WebhookPayload {
  _id: string;
  _type: string;
  /** The document's `site` field (the tenant slug), from the old version for deletes; null if none. */
  site: string | null;
  operation: 'create' | 'update' | 'delete';
  /** `slug.current` as the document now is (as it was, for deletes), when it has one. */
  slug?: string;
  /**
   * `slug.current` before this commit, only when it changed: the web app keeps the old address
   * working (README "Redirects"). A release's publish runs no Studio action, so this is how a slug
   * changed inside a release gets its redirect.
   */
  previousSlug?: string;
}

export interface WebhookOptions {
  timeoutMs?: number;
  retryDelayMs?: number;
  log: (line: string) => void;
}

/** The payloads a commit produces. A document that moved to another site notifies both sites. */
export function webhookPayloads(commit: Commit): WebhookPayload[] {
  const payloads: WebhookPayload[] = [];
  for (const { id, before, after } of commit.changes) {
    if (!isPublishedId(id)) continue;
    const operation = !before ? 'create' : !after ? 'delete' : 'update';
    const current = after ?? before;
    if (!current) continue;
    const _type = typeof current._type === 'string' ? current._type : '';
    const site = siteOf(current);
    const slug = slugOf(current);
    const previousSlug = before && after ? slugOf(before) : undefined;
    const slugs = { ...(slug !== undefined && { slug }), ...(previousSlug !== undefined && previousSlug !== slug && { previousSlug }) };
    payloads.push({ _id: id, _type, site, operation, ...slugs });
    const previousSite = before && after ? siteOf(before) : site;
    if (previousSite !== site) payloads.push({ _id: id, _type, site: previousSite, operation, ...slugs });
  }
  return payloads;
}

const siteOf = (doc: SanityDocument): string | null => (isObject(doc) && typeof doc.site === 'string' ? doc.site : null);
const slugOf = (doc: SanityDocument): string | undefined => (isObject(doc.slug) && typeof doc.slug.current === 'string' ? doc.slug.current : undefined);

export class WebhookDispatcher {
  private readonly inFlight = new Set<AbortController>();
  private closed = false;

  constructor(
    private readonly hooks: Webhook[],
    private readonly options: WebhookOptions,
  ) {}

  /** Starts delivery of a commit's payloads and returns at once. */
  dispatch(commit: Commit): void {
    if (this.closed || this.hooks.length === 0) return;
    for (const payload of webhookPayloads(commit)) {
      for (const hook of this.hooks) void this.deliver(hook, payload);
    }
  }

  private async deliver(hook: Webhook, payload: WebhookPayload): Promise<void> {
    const { timeoutMs = 5000, retryDelayMs = 1000, log } = this.options;
    let lastError = '';
    for (let attempt = 1; attempt <= 2 && !this.closed; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs).unref());
      const controller = new AbortController();
      this.inFlight.add(controller);
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetch(hook.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${hook.secret}` },
          body: JSON.stringify(payload),
          signal: controller.signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        lastError = `HTTP ${response.status}`;
        if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) break;
      } catch (error) {
        lastError = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      } finally {
        clearTimeout(timer);
        this.inFlight.delete(controller);
      }
    }
    if (!this.closed) log(`lake: webhook ${hook.url} failed for ${payload._id} (${payload.operation}): ${lastError}`);
  }

  /** Abandons deliveries still in flight. */
  close(): void {
    this.closed = true;
    for (const controller of this.inFlight) controller.abort();
  }
}

import { algoliasearch, type SearchClient } from 'algoliasearch';
import type { SearchRecord } from '../record';
import type { SearchSchema } from '../schema';
import { primaryIndexName } from '../indices';
import { algoliaIndexLayout } from './settings';

/**
 * Indexing with the admin key (server only; DESIGN.md: secrets never reach a client bundle):
 * configures the primary index and its sort replicas, saves every record and deletes the records
 * that are no longer in the feed, waiting for each task so the index is searchable on return.
 */

export interface SyncOptions {
  appId: string;
  adminKey: string;
  records: readonly SearchRecord[] | readonly { objectID: string }[];
  /** The index's schema (default the cars'; the parts index passes `partSearchSchema`). */
  schema?: SearchSchema;
  /** Physical primary index name (default Car_production); replicas are named after it. */
  indexName?: string;
  /** Delete records missing from `records` (a full feed). Default true. */
  deleteMissing?: boolean;
  client?: Pick<SearchClient, 'setSettings' | 'waitForTask' | 'saveObjects' | 'browseObjects' | 'deleteObjects'>;
}

export interface SyncReport {
  indexName: string;
  replicas: string[];
  saved: number;
  deleted: number;
}

export async function syncToAlgolia(options: SyncOptions): Promise<SyncReport> {
  const client = options.client ?? algoliasearch(options.appId, options.adminKey);
  const layout = algoliaIndexLayout(options.indexName ?? primaryIndexName, options.schema);
  const primary = await client.setSettings({ indexName: layout.primary.indexName, indexSettings: layout.primary.settings, forwardToReplicas: true });
  await client.waitForTask({ indexName: layout.primary.indexName, taskID: primary.taskID });
  for (const replica of layout.replicas) {
    const task = await client.setSettings({ indexName: replica.indexName, indexSettings: replica.settings });
    await client.waitForTask({ indexName: replica.indexName, taskID: task.taskID });
  }
  await client.saveObjects({ indexName: layout.primary.indexName, objects: options.records as unknown as Array<Record<string, unknown>>, waitForTasks: true });

  let deleted = 0;
  if (options.deleteMissing !== false) {
    const keep = new Set(options.records.map((record) => record.objectID));
    const stale: string[] = [];
    await client.browseObjects<{ objectID: string }>({
      indexName: layout.primary.indexName,
      browseParams: { attributesToRetrieve: ['objectID'], hitsPerPage: 1000 },
      aggregator: (page) => {
        for (const hit of page.hits) if (!keep.has(hit.objectID)) stale.push(hit.objectID);
      },
    });
    if (stale.length > 0) await client.deleteObjects({ indexName: layout.primary.indexName, objectIDs: stale, waitForTasks: true });
    deleted = stale.length;
  }
  return { indexName: layout.primary.indexName, replicas: layout.replicas.map((replica) => replica.indexName), saved: options.records.length, deleted };
}

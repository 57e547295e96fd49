/** The newest mtime (ms) among `entries` (folders or files) under `root`; 0 when there is nothing. */
export function newestSource(root: string, entries: string[]): number;

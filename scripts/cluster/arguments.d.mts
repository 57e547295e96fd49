export const DEFAULT_INSTANCES: number;
export const MAX_INSTANCES: number;
export const USAGE: string;
/** The cluster's options from its command-line arguments, or the sentence that says what is wrong. */
export function parseClusterArguments(argv: readonly string[]): { instances: number } | { error: string };
/** The web instances' ports, PORT+1 … PORT+N, or the sentence naming a clash with another server's port. */
export function instancePorts(options: { webPort: number; instances: number; others: Record<string, number> }): { ports: number[] } | { error: string };

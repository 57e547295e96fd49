export const HEALTH_CHECK: { interMs: number; fall: number; rise: number };
export interface Address {
  host: string;
  port: number;
}
export interface Instance extends Address {
  name: string;
}
/** HAProxy's configuration for the web instances, answering on `listen` (README "Running many instances"). */
export function haproxyConfig(options: { listen: Address[]; instances: Instance[]; scheme?: 'http' | 'https'; logLevel?: string }): string;

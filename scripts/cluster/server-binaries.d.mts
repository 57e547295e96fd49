export const INSTALL_COMMAND: string;
export interface ServerBinaries {
  initdb?: string;
  postgres?: string;
  redisServer?: string;
  haproxy?: string;
  missing: string[];
}
/** Where each needed server binary is, and which are missing. */
export function findServerBinaries(options: { needPostgres: boolean; needRedis: boolean; path?: string; postgresLib?: string; systemDirs?: string[] }): ServerBinaries;
/** What the cluster prints when a server binary is missing. */
export function missingBinariesMessage(missing: string[]): string;

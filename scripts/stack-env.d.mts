/** The repository root. */
export const repoRoot: string;
/** The settings and child environment `npm start` and `start:cluster` share (README "Two commands"). */
export function stackSettings(
  processEnv: Record<string, string | undefined>,
  options?: { dev?: boolean },
): {
  webPort: string;
  lakePort: string;
  studioPort: string;
  mailPort: string;
  dataDir: string;
  hosts: { web: string | undefined; lake: string | undefined; mail: string };
  localMail: boolean;
  env: Record<string, string>;
};

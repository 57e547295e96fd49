// `npm run start:cluster -- --instances N` (README "Running many instances").

export const DEFAULT_INSTANCES = 2;
/** More than this many Node processes on one machine is a mistake, not a plan (each takes ~500 MB). */
export const MAX_INSTANCES = 16;
export const USAGE = 'Usage: npm run start:cluster -- --instances N   (N from 1 to 16, default 2)';

/**
 * The cluster's options from its command-line arguments, or the sentence that says what is wrong.
 * @param {readonly string[]} argv the arguments after the script's name
 * @returns {{ instances: number } | { error: string }}
 */
export function parseClusterArguments(argv) {
  let instances = DEFAULT_INSTANCES;
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    /** @type {string | undefined} */
    let value;
    if (argument === '--instances' || argument === '-n') value = argv[++i];
    else if (argument.startsWith('--instances=')) value = argument.slice('--instances='.length);
    else if (argument === '--help' || argument === '-h') return { error: USAGE };
    else return { error: `Unknown argument "${argument}". ${USAGE}` };
    if (value === undefined) return { error: `--instances needs a number. ${USAGE}` };
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_INSTANCES) {
      return { error: `--instances must be a whole number from 1 to ${MAX_INSTANCES}, not "${value}". ${USAGE}` };
    }
    instances = Number(value);
  }
  return { instances };
}

/**
 * The web instances' ports, PORT+1 … PORT+N, or the sentence naming a clash with another server's port.
 * @param {{ webPort: number, instances: number, others: Record<string, number> }} options `others`: the lake's, the Studio's, … by name
 * @returns {{ ports: number[] } | { error: string }}
 */
export function instancePorts({ webPort, instances, others }) {
  const ports = Array.from({ length: instances }, (_, i) => webPort + 1 + i);
  if (ports.at(-1) > 65535) return { error: `PORT ${webPort} leaves no room for ${instances} instances on PORT+1 … PORT+${instances}.` };
  for (const [name, port] of Object.entries({ balancer: webPort, ...others })) {
    const clash = ports.indexOf(port);
    if (clash >= 0) return { error: `Web instance ${clash + 1} would listen on ${port}, which is ${name}'s port: choose another PORT or ${name} port.` };
  }
  return { ports };
}

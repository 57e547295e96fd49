export const DEPLOY_HAPROXY_FILE: string;
/** deploy/haproxy.cfg as haproxyConfig writes it. */
export function deployHaproxyConfig(): string;

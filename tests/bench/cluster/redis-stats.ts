/**
 * The shared cache's hit ratio for `bench:cluster`, read from the cluster's Redis (README "Shared
 * cache and limits in Redis"): INFO's keyspace hits and misses and its per-command counts, over
 * one phase of load (CONFIG RESETSTAT starts a phase). A few commands in Redis's protocol (RESP)
 * on a socket: the bench needs no Redis client of its own for that.
 */
import net from 'node:net';

/** The hash of tag expiry times (web/server/cache/redis-cache.mts). */
const TAG_TIMES_KEY = 'next-cache:tag-times';

type Reply = string | number | null | Error | Reply[];

/** Sends `commands` (after AUTH when there is a password) and resolves with their replies, in order (AUTH's left out). */
export function redisCommands(port: number, password: string | undefined, commands: readonly string[][]): Promise<Reply[]> {
  const auth = password ? [['AUTH', password]] : [];
  const bulk = (value: string) => `$${Buffer.byteLength(value)}\r\n${value}\r\n`;
  const encode = (args: readonly string[]) => `*${args.length}\r\n${args.map(bulk).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let buffer = Buffer.alloc(0);
    const replies: Reply[] = [];
    socket.setTimeout(5_000, () => socket.destroy(new Error(`Redis on ${port} did not answer within 5 s`)));
    socket.on('error', reject);
    socket.on('connect', () => socket.write([...auth, ...commands].map(encode).join('')));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      try {
        for (;;) {
          const parsed = parseReply(buffer);
          if (!parsed) break;
          replies.push(parsed.reply);
          buffer = buffer.subarray(parsed.length);
        }
      } catch (error) {
        socket.destroy(error as Error);
        return;
      }
      if (replies.length === auth.length + commands.length) {
        socket.end();
        const [authReply] = replies;
        if (auth.length && authReply instanceof Error) reject(authReply);
        else resolve(replies.slice(auth.length));
      }
    });
  });
}

/** One simple, error, integer, bulk or array reply at the start of `buffer`, or null when it is not all there yet. */
function parseReply(buffer: Buffer): { reply: Reply; length: number } | null {
  const end = buffer.indexOf('\r\n');
  if (end < 0) return null;
  const line = buffer.subarray(1, end).toString('utf8');
  switch (String.fromCharCode(buffer[0]!)) {
    case '+':
      return { reply: line, length: end + 2 };
    case '-':
      return { reply: new Error(line), length: end + 2 };
    case ':':
      return { reply: Number(line), length: end + 2 };
    case '$': {
      const size = Number(line);
      if (size < 0) return { reply: null, length: end + 2 };
      if (buffer.length < end + 2 + size + 2) return null;
      return { reply: buffer.subarray(end + 2, end + 2 + size).toString('utf8'), length: end + 2 + size + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { reply: null, length: end + 2 };
      const items: Reply[] = [];
      let length = end + 2;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer.subarray(length));
        if (!item) return null;
        items.push(item.reply);
        length += item.length;
      }
      return { reply: items, length };
    }
    default:
      throw new Error(`unexpected Redis reply: ${buffer.subarray(0, 40).toString('utf8')}`);
  }
}

export interface CacheCounters {
  keyspaceHits: number;
  keyspaceMisses: number;
  /** Calls of GET (cache entries), HMGET (tag expiry times) and SET (entries written after a render). */
  gets: number;
  hmgets: number;
  sets: number;
  tagTimesExist: boolean;
  /** Redis's memory in use (INFO memory used_memory): the cache's size. */
  usedMemoryBytes: number;
}

const infoField = (info: string, name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1] ?? 0);
const commandCalls = (info: string, command: string) => Number(new RegExp(`^cmdstat_${command}:calls=(\\d+)`, 'm').exec(info)?.[1] ?? 0);

/** Zeroes the counters: a phase of load starts. */
export async function resetRedisStats(port: number, password: string | undefined): Promise<void> {
  await redisCommands(port, password, [['CONFIG', 'RESETSTAT']]);
}

export async function cacheCounters(port: number, password: string | undefined): Promise<CacheCounters> {
  const [stats, commands, exists, memory] = await redisCommands(port, password, [['INFO', 'stats'], ['INFO', 'commandstats'], ['EXISTS', TAG_TIMES_KEY], ['INFO', 'memory']]);
  if (typeof stats !== 'string' || typeof commands !== 'string' || typeof memory !== 'string') throw new Error('Redis INFO did not answer');
  return {
    keyspaceHits: infoField(stats, 'keyspace_hits'),
    keyspaceMisses: infoField(stats, 'keyspace_misses'),
    gets: commandCalls(commands, 'get'),
    hmgets: commandCalls(commands, 'hmget'),
    sets: commandCalls(commands, 'set'),
    tagTimesExist: exists === 1,
    usedMemoryBytes: infoField(memory, 'used_memory'),
  };
}

/**
 * The share of cache lookups (GETs of an entry) that found one. Redis counts a hit or a miss per key
 * looked up, and the handler's HMGET of the tag-times hash (after each entry found) is one more
 * lookup: a hit when the hash exists, a miss when it does not. That is taken out, so the ratio is
 * the entries' own. Null when nothing was looked up.
 */
export function entryHitRatio(counters: CacheCounters): number | null {
  const hits = counters.keyspaceHits - (counters.tagTimesExist ? counters.hmgets : 0);
  const misses = counters.keyspaceMisses - (counters.tagTimesExist ? 0 : counters.hmgets);
  const lookups = hits + misses;
  return lookups > 0 ? Math.max(0, hits) / lookups : null;
}

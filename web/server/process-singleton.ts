/**
 * One instance per server process, created on first use and shared through globalThis: Next bundles
 * pages and route handlers separately, so a module-level variable would be created once per
 * bundle. A creation that fails is forgotten, so the next call tries again rather than caching
 * the failure.
 */
export function processSingleton<T>(name: string, create: () => Promise<T>): () => Promise<T> {
  const slot = Symbol.for(`dealer.${name}`);
  const shared = globalThis as { [key: symbol]: Promise<T> | undefined };
  return () => {
    shared[slot] ??= create().catch((error: unknown) => {
      delete shared[slot];
      throw error;
    });
    return shared[slot];
  };
}

/**
 * The instance a `processSingleton(name, ...)` accessor has created or is creating, without
 * creating one: for code that must not import the creator (Next's SSR layer cannot import
 * 'server-only' modules), and that runs only after a server component has created it.
 */
export function existingProcessSingleton<T>(name: string): Promise<T> | undefined {
  return (globalThis as { [key: symbol]: Promise<T> | undefined })[Symbol.for(`dealer.${name}`)];
}

// Module hooks for Node scripts that import the block registry (npm run typegen): a CSS Module
// import becomes an object whose class names are the keys asked for. Bundlers (Next, Vite,
// Vitest) handle CSS themselves; plain Node cannot, and these scripts never render.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) {
    return { format: 'module', shortCircuit: true, source: 'export default new Proxy({}, { get: (_, name) => String(name) });' };
  }
  return nextLoad(url, context);
}

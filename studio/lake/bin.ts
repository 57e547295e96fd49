// Entry point: `npm run lake` (plain `node studio/lake/bin.ts`, Node's own type stripping) or
// `node --import tsx studio/lake/bin.ts`. Node's type stripping cannot resolve the extensionless
// imports the lake's modules use, so this file only checks the Node version, registers tsx, and
// loads the real CLI. Keep it free of relative static imports and non-erasable TypeScript.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`The local Content Lake needs Node >= 22 (found ${process.versions.node}); run it through npm or npx.`);
  process.exit(1);
}
const { register } = await import('tsx/esm/api');
register();
await import('./cli');

export {};

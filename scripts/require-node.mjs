// Fails loudly when a script runs on the machine's old Node instead of the pinned `node` package:
// a skipped preinstall of `node@24` silently falls back to the system Node 20 (see TOOLCHAIN.md).
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `\nThis project needs Node 24 (found ${process.versions.node}).\n` +
      'Run scripts through npm (npm start, npm test) so the pinned node package is used,\n' +
      'and make sure its install script ran: npm approve-scripts node && npm install\n',
  );
  process.exit(1);
}

// Entry point of `npm run stock:import -- FILE --site SLUG [--full] [--dry-run]` (see command.ts).
import { defaultCliDeps, runImportCli } from './command';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(`stock:import needs Node 24 (found ${process.versions.node}); run it through npm run.`);
  process.exit(2);
}

try {
  process.exitCode = await runImportCli(process.argv.slice(2), await defaultCliDeps());
} catch (error) {
  console.error(`Error: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
}

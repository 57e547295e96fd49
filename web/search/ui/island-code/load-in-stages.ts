/*
 * The search island's code is evaluated in stages, each in its own task (README "Page speed", search
 * TBT): evaluated in one go when the island is drawn, InstantSearch, its helper, the result cards
 * and our widgets made one long task of the page's load. Each stage imports the next from its own
 * module, so the bundler leaves out of a stage's chunks what earlier stages brought: no module is
 * sent twice.
 */
import type { SearchExperience } from '../SearchExperience';

/** A new task: what follows runs after the browser has had its turn (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves to the island's component once all its code is evaluated. */
export async function loadSearchIslandInStages(): Promise<typeof SearchExperience> {
  const helper = await import('./1-search-helper');
  await nextTask();
  const core = await helper.next();
  await nextTask();
  const next = await core.next();
  await nextTask();
  const cards = await next.next();
  await nextTask();
  return (await cards.next()).SearchExperience;
}

// `node --import ./scripts/css-modules.mjs`: see css-modules-hooks.mjs.
import { register } from 'node:module';

register('./css-modules-hooks.mjs', import.meta.url);

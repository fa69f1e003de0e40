import { config } from 'zod/v4/core';

// Zod's fast object parser first probes `new Function`; the CSP allows no eval, so every page
// would report a violation. The plain parser needs none. Imported first by main.tsx, before any
// schema parses.
config({ jitless: true });

// The browser's `zod` (vite.config.ts aliases the bare specifier here; the api and jest use zod as
// it is). zod can compile object schemas with `new Function`, which first probes whether eval is
// allowed; the site's Content-Security-Policy forbids eval, so the probe itself is reported as a
// violation. The browser validates small forms: plain (jitless) parsing is all it needs.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';

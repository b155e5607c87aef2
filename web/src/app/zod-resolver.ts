import { config } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';

// zod can compile object schemas with `new Function`, which first probes whether eval is allowed;
// the site's Content-Security-Policy forbids eval, so the probe itself is reported as a violation.
// The browser validates small forms: plain (jitless) parsing is all it needs.
config({ jitless: true });

/** react-hook-form's zod resolver, with zod set up for the site's Content-Security-Policy. */
export { zodResolver };

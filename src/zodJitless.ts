/**
 * zod compiles fast parsers with `new Function` unless told not to; the console's
 * Content-Security-Policy allows no eval, so it parses without (imported first by main.tsx).
 */
import { z } from 'zod';

z.config({ jitless: true });

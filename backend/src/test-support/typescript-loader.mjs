// `node --import ./backend/src/test-support/typescript-loader.mjs backend/src/main.ts` runs the
// server from its sources, so a spec can start the real app as a process without a build
// (`npm test` runs before anything is built). Node 20 cannot strip types, and Nest needs the
// decorator metadata only a compiler emits: the hooks compile each file with the SWC options of
// the Jest transform, so the process runs the same code the int specs test.
import { register } from 'node:module';

register('./typescript-loader-hooks.mjs', import.meta.url);

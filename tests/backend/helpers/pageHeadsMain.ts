// Test helper entry for Deno: prints pageHeads(<the URLs given as arguments>) as JSON (compared with the same call under Node).
import { pageHeads } from './pageHeads.ts';

// Deno's global, typed here: the Node type check of the tests does not know it.
const { args } = (globalThis as unknown as { Deno: { args: string[] } }).Deno;
console.log(JSON.stringify(await pageHeads(args)));

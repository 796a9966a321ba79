// Test helper entry for Deno: prints pageHeads(<the URLs given as arguments>) as JSON (compared with the same call under Node).
import { pageHeads } from './pageHeads.ts';

console.log(JSON.stringify(await pageHeads(Deno.args)));

// Test helper entry for Deno: prints corpusResults() as JSON (compared with the same call under Node).
import { corpusResults } from './corpus.ts';

console.log(JSON.stringify(corpusResults()));

// `npm run dev`: the Vite dev server; the embedded local backend is started first when no VITE_SUPABASE_URL is configured.
import { createServer } from 'vite';
import { announceAndServe, ensureBackendEnv } from '../local-backend/backendEnv.ts';

const backend = await ensureBackendEnv('development');
const server = await createServer({ configFile: 'vite.config.ts' });
await server.listen();
server.printUrls();
announceAndServe(backend, server);

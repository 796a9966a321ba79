// `npm start`: build the site and serve it on localhost; the embedded local backend is started first when no VITE_SUPABASE_URL is configured.
import { build, preview } from 'vite';
import { announceAndServe, ensureBackendEnv } from '../local-backend/backendEnv.ts';

const backend = await ensureBackendEnv('production');
try {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
} catch (error) {
  await backend?.close();
  throw error;
}
const server = await preview({ configFile: 'vite.config.ts' });
server.printUrls();
announceAndServe(backend, server);

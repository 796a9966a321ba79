// `npm start`: build the site and serve it on localhost; the embedded local backend is started first when no VITE_SUPABASE_URL is configured.
import { build, preview } from 'vite';
import { ensureBackendEnv, onShutdown } from '../server/backendEnv.ts';

const backend = await ensureBackendEnv('production');
try {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
} catch (error) {
  await backend?.close();
  throw error;
}
const server = await preview({ configFile: 'vite.config.ts' });
server.printUrls();
console.log(
  backend
    ? `  ➜  Backend: ${backend.url} (embedded local backend, anon key ${backend.anonKey})`
    : `  ➜  Backend: ${process.env.VITE_SUPABASE_URL ?? 'VITE_SUPABASE_URL from .env'}`,
);

onShutdown(async () => {
  await server.close();
  await backend?.close();
});

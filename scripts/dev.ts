// `npm run dev`: the Vite dev server; the embedded local backend is started first when no VITE_SUPABASE_URL is configured.
import { createServer } from 'vite';
import { ensureBackendEnv, onShutdown } from '../server/backendEnv.ts';

const backend = await ensureBackendEnv('development');
const server = await createServer({ configFile: 'vite.config.ts' });
await server.listen();
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

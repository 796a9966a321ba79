// `npm run dev`: the Vite dev server (the embedded local backend is started here when no
// VITE_SUPABASE_URL is configured).
import { createServer } from 'vite';

const server = await createServer({ configFile: 'vite.config.ts' });
await server.listen();
server.printUrls();

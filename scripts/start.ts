// `npm start`: build the site and serve it on localhost (the embedded local backend is started
// here when no VITE_SUPABASE_URL is configured).
import { build, preview } from 'vite';

await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
const server = await preview({ configFile: 'vite.config.ts' });
server.printUrls();

import { defineConfig } from 'vite';

// The client is served by the game server from client/dist (npm start builds it first). In
// `npm run dev -w client`, VITE_SERVER points the page at a server started separately.
export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5173 },
});

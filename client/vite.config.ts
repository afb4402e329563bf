import { defineConfig } from 'vite';

// The client is served by the game server from client/dist (npm start builds it first).
export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 2000 },
});

import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two pages. `/device.html` is the bare device the env server drives: the apps only, no task,
// judge or oracle in its bundle. `/` (index.html) is the workbench, which holds the task catalogue
// and the judges; on a server with a token it is served to the admin token only. The manifest
// (dist/.vite/manifest.json) tells the server which files belong to the device page.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000, manifest: true,
    rolldownOptions: { input: { workbench: resolve(import.meta.dirname, 'index.html'), device: resolve(import.meta.dirname, 'device.html') } },
  },
  server: { port: 5173 },
});

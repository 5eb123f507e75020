import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One page: `/` is the workbench, `/?env=1` is the bare device the env server drives.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5173 },
});

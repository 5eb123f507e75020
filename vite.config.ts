import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';

// Font scale (an appearance chosen at reset, like a phone's font size setting): every CSS text size
// in pixels is written as a multiple of `--font-scale`, which the shell sets on the device (1 by
// default, so the default pixels are unchanged). Apps write plain `font-size: 15px`.
const fontScale: PostcssPlugin = {
  postcssPlugin: 'vivarium-font-scale',
  Declaration: {
    'font-size': (decl) => {
      if (/^\d+(\.\d+)?px$/.test(decl.value)) decl.value = `calc(${decl.value} * var(--font-scale, 1))`;
    },
  },
};

// Two pages. `/device.html` is the bare device the env server drives: the apps only, no task,
// judge or oracle in its bundle. `/` (index.html) is the workbench, which holds the task catalogue
// and the judges; on a server with a token it is served to the admin token only. The manifest
// (dist/.vite/manifest.json) tells the server which files belong to the device page.
export default defineConfig({
  plugins: [react()],
  css: { postcss: { plugins: [fontScale] } },
  build: {
    outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000, manifest: true,
    rolldownOptions: { input: { workbench: resolve(import.meta.dirname, 'index.html'), device: resolve(import.meta.dirname, 'device.html') } },
  },
  server: { port: 5173 },
});

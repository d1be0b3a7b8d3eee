import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { humanModels } from './scripts/vite-human-models';

export default defineConfig({
  base: '/webapp/',
  plugins: [react(), humanModels({ emit: true })],
  build: {
    // DIST_DIR lets parallel builds (e.g. two developers' journeys) keep apart; default dist.
    outDir: `${process.env.DIST_DIR ?? 'dist'}/webapp`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  worker: { format: 'es', plugins: () => [humanModels({ emit: false })] },
  server: {
    port: 5173,
    proxy: { '/webapp/api': 'http://localhost:3000' },
  },
});

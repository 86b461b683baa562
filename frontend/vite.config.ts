import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://localhost:3000';

/**
 * Writes `<file>.br` and `<file>.gz` beside each script and stylesheet under `assets/`, at the
 * highest levels: the server sends them to browsers that accept them (mountClientApp) and never
 * compresses an asset per request.
 */
const precompressAssets: Plugin = {
  name: 'precompress-assets',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const fileName of Object.keys(bundle)) {
      if (!/^assets\/.+\.(js|css)$/.test(fileName)) continue;
      const file = path.join(options.dir!, fileName);
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
      );
    }
  },
};

export default defineConfig({
  plugins: [react(), precompressAssets],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/oidc': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Vendor code changes less often than ours: own chunks keep caches warm across deployments,
        // and no single chunk approaches 1 MB. Each page is split by its lazy import().
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|react-redux|@reduxjs|redux|immer|reselect)[\\/]/, priority: 30 },
            { name: 'antd-icons', test: /[\\/]node_modules[\\/]@ant-design[\\/]icons/, priority: 25 },
            { name: 'antd', test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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

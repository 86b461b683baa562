import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built React app: static assets, and index.html for every other non-API GET so the
 * client router can show its own pages (including its 404 page).
 */
export function mountClientApp(app: Express, clientDir: string): void {
  const indexHtml = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexHtml)) return;
  app.use(express.static(clientDir, { index: false, maxAge: '1h', immutable: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/') || req.path.startsWith('/oidc')) {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}

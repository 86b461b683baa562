import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built React app: static assets, and index.html for every other non-API GET so the
 * client router can show its own pages (including its 404 page).
 *
 * Both serve relative to `clientDir` as root: `send` refuses any path with a dot segment
 * (`dotfiles: 'ignore'`), and with a root it checks only the part below it, so a checkout under
 * `~/.cache/…` works while `/.env` inside the client folder is still never served.
 */
export function mountClientApp(app: Express, clientDir: string): void {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return;
  const assets = express.static(clientDir, { index: false, maxAge: '1h', immutable: false });
  const isApp = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/') && !req.path.startsWith('/oidc');
  // API calls never look for a file on disk (that would be a stat per call).
  app.use((req: Request, res: Response, next: NextFunction) => (isApp(req) ? assets(req, res, next) : next()));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isApp(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root: clientDir });
  });
}

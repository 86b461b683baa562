import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** Everything Vite writes under `assets/` carries a hash of its content in its name. */
const IMMUTABLE = { maxAge: '365d', immutable: true } as const;

/** The compressed copies the client's build writes beside each asset, best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Answers `/assets/<name>` with the build's `<name>.br` or `<name>.gz` when the browser accepts it:
 * compressed once at build time at the highest level, never per request. Only names listed at
 * start-up are served this way, so no request path reaches the file system from here.
 */
function precompressedAssets(clientDir: string) {
  const assetsDir = path.join(clientDir, 'assets');
  const files = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/assets/')) return next();
    const name = req.path.slice('/assets/'.length);
    const variants = PRECOMPRESSED.filter(({ suffix }) => files.has(name + suffix));
    if (!files.has(name) || variants.length === 0) return next();
    res.vary('Accept-Encoding');
    // Ours is the better order when the browser accepts both (browsers list gzip first).
    const variant = variants.find((v) => req.acceptsEncodings(v.encoding));
    if (!variant) return next();
    res.setHeader('Content-Encoding', variant.encoding);
    res.type(path.extname(name));
    res.sendFile(`assets/${name}${variant.suffix}`, { root: clientDir, ...IMMUTABLE }, (error) => {
      // Gone since start-up (a rebuild in place): the plain file, if any, without the encoding.
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

/**
 * Serves the built React app: static assets, and index.html for every other non-API GET so the
 * client router can show its own pages (including its 404 page).
 *
 * Both serve relative to `clientDir` as root: `send` refuses any path with a dot segment
 * (`dotfiles: 'ignore'`), and with a root it checks only the part below it, so a checkout under
 * `~/.cache/…` works while `/.env` inside the client folder is still never served.
 *
 * Caching: hashed assets are cached for a year and never revalidated; index.html is revalidated
 * on every visit (`no-cache`), so a deployment is seen at once and loads its new asset names.
 */
export function mountClientApp(app: Express, clientDir: string): void {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) return;
  const assets = express.static(clientDir, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, filePath) => {
      const relative = path.relative(clientDir, filePath);
      if (relative === 'index.html') res.setHeader('Cache-Control', 'no-cache');
      else if (relative.startsWith(`assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const compressed = precompressedAssets(clientDir);
  const isApp = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/') && !req.path.startsWith('/oidc');
  // API calls never look for a file on disk (that would be a stat per call).
  app.use((req: Request, res: Response, next: NextFunction) => (isApp(req) ? compressed(req, res, () => assets(req, res, next)) : next()));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isApp(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root: clientDir });
  });
}

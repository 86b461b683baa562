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
 * The paths the client's router draws a page for: the build writes them from the router's own
 * tree to `route-patterns.json` (`/community/forum/:postId`, `/community-portal/*`). Any other
 * path is answered with the app (which shows its 404 page) and status 404 (docs/decisions/0089).
 * A build without the file (an older one) has every path answered as a page.
 */
function clientRoutes(clientDir: string): (requestPath: string) => boolean {
  const file = path.join(clientDir, 'route-patterns.json');
  if (!fs.existsSync(file)) return () => true;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]).map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const splat = segments.at(-1) === '*';
    const fixed = (splat ? segments.slice(0, -1) : segments).map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)));
    const body = fixed.length === 0 ? '' : `/${fixed.join('/')}`;
    return new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}/?$`);
  });
  return (requestPath) => patterns.some((pattern) => pattern.test(requestPath));
}

export interface ClientAppOptions {
  /**
   * The session cookie's name. A page requested without it is marked signed out
   * (`<html data-signed-out>`): the client then knows there is nobody to ask about and does not
   * probe `GET /api/auth/user`, whose 401 a browser logs as an error (docs/decisions/0089).
   */
  sessionCookie: string;
}

/**
 * Serves the built React app: static assets, and index.html for every other non-API GET so the
 * client router can show its own pages (including its 404 page, sent with status 404 for a path
 * no route matches: `clientRoutes`).
 *
 * Both serve relative to `clientDir` as root: `send` refuses any path with a dot segment
 * (`dotfiles: 'ignore'`), and with a root it checks only the part below it, so a checkout under
 * `~/.cache/…` works while `/.env` inside the client folder is still never served.
 *
 * Caching: hashed assets are cached for a year and never revalidated; index.html is revalidated
 * on every visit (`no-cache`), so a deployment is seen at once and loads its new asset names.
 * robots.txt and the icons (the build copies them from `frontend/public/`) are files like the rest.
 */
export function mountClientApp(app: Express, clientDir: string, options: ClientAppOptions): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
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
  const isPage = clientRoutes(clientDir);
  const sessionCookie = new RegExp(`(?:^|;\\s*)${options.sessionCookie}=`);
  const isApp = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/') && !req.path.startsWith('/oidc');
  // API calls never look for a file on disk (that would be a stat per call).
  app.use((req: Request, res: Response, next: NextFunction) => (isApp(req) ? compressed(req, res, () => assets(req, res, next)) : next()));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isApp(req)) return next();
    // Read per page view: a rebuild in place is served at once, like the assets it names.
    fs.readFile(indexFile, 'utf8', (error, html) => {
      if (error) return next(error);
      const signedOut = !sessionCookie.test(req.headers.cookie ?? '');
      res.status(isPage(req.path) ? 200 : 404);
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Cookie');
      res.type('html').send(signedOut ? html.replace('<html', '<html data-signed-out') : html);
    });
  });
}

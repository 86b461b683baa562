import { MailOutbox } from './platform/mail/mail-outbox.js';
import { mountMailUnsubscribe } from './platform/mail/unsubscribe-route.js';
import zlib from 'node:zlib';
import { type INestApplication, ValidationPipe, BadRequestException, type ValidationError } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module.js';
import type { AppConfig } from './platform/config/app-config.js';
import type { DatabaseSupervision } from './platform/database/embedded-postgres-supervisor.js';
import { logger } from './platform/logging/logger.js';
import { PinoNestLogger } from './platform/logging/nest-logger.js';
import { requestLogSerializer } from './platform/logging/request-log-serializer.js';
import { requestWithoutQueryValues } from './platform/logging/loggable-url.js';
import { configureAuth, SESSION_COOKIE } from './platform/auth/auth.setup.js';
import { EMBEDDED_ISSUER_PATH } from './platform/auth/oidc/embedded-issuer.js';
import { documentAccess } from './platform/http/api-security.js';
import { documentValidation } from './platform/http/api-validation.js';
import { BodyTypeInterceptor } from './platform/http/body-type.interceptor.js';
import { EdgeInputPipe } from './platform/http/edge-input.pipe.js';
import { HttpExceptionFilter } from './platform/http/http-exception.filter.js';
import { jsonBody } from './platform/http/json-body.js';
import { unmatchedApiRoute } from './platform/http/unmatched-api-route.js';
import { listRouteRules } from './platform/auth/route-rules.js';
import { AppExpressAdapter } from './platform/http/app-express-adapter.js';
import { mountClientApp } from './platform/http/client-app.middleware.js';
import { limitConnections } from './platform/http/connection-limits.js';
import { noStore } from './platform/http/no-store.middleware.js';
import { appSecurityHeaderOptions, securityHeaders } from './platform/http/security-headers.js';
import { requestContextMiddleware } from './platform/http/request-context.middleware.js';

/** Rules that say a value is missing: when one of them is broken, the others are beside the point. */
const REQUIRED_RULES = ['isDefined', 'isNotEmpty'];

/**
 * Flattens class-validator errors into one message per bad field, naming the field. A field
 * breaks several rules at once (a missing name is not a string, empty, and fails `@MaxLength`
 * too), and class-validator reports them all, last declared first: so a missing value gets its
 * "required" message, and any other value the first rule its DTO declares that it breaks.
 */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const broken = Object.entries(e.constraints ?? {});
    const [, message] = broken.find(([rule]) => REQUIRED_RULES.includes(rule)) ?? broken.at(-1) ?? [];
    const own = message === undefined ? [] : [message.startsWith(field) ? message : `${field}: ${message}`];
    return [...own, ...validationMessages(e.children ?? [], field)];
  });
}

export function buildOpenApiDocument(app: INestApplication) {
  const config = new DocumentBuilder()
    .setTitle('pivot community API')
    .setDescription('Commands append events; queries read projections. Errors: { statusCode, message, error }.')
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  const routes = listRouteRules(app);
  return documentValidation(documentAccess(document, routes), routes);
}

/**
 * Builds the whole server: middleware order matters and lives only here. `supervision`: the
 * embedded server's state when main.ts supervises it (decision 0060).
 */
export async function createApp(config: AppConfig, databaseUrl: string, supervision?: DatabaseSupervision): Promise<NestExpressApplication> {
  const adapter = new AppExpressAdapter();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, databaseUrl, supervision), adapter, {
    bodyParser: false,
    logger: new PinoNestLogger(),
  });
  const http = app.getHttpAdapter().getInstance() as Express;
  http.disable('x-powered-by');
  // API answers are never cached (Cache-Control: no-store), so hashing each body for an ETag is
  // wasted work (the growth history of a large team is a megabyte). Static files keep theirs.
  http.set('etag', false);
  // req.ip (rate limits) and req.secure (Secure cookies) believe X-Forwarded-* only from the
  // proxies TRUST_PROXY names: anyone else could write any address there.
  http.set('trust proxy', config.trustProxy);
  const trustedProxy = http.get('trust proxy fn') as (address: string, hop: number) => boolean;
  limitConnections(app.getHttpServer(), config.connections, (address) => trustedProxy(address, 0));
  http.use(requestContextMiddleware);
  // One line per API answer, at info. Below that level pino-http would still build a child logger
  // with the serialised request for every request and then write nothing: it is left out.
  // Without the client's address and port (decision 0057), nor query values (decision 0062).
  if (logger.isLevelEnabled('info')) {
    http.use(
      pinoHttp({
        logger,
        autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
        serializers: { req: (req) => requestLogSerializer(requestWithoutQueryValues(req)) },
      }),
    );
  }
  http.use(securityHeaders(appSecurityHeaderOptions({ baseUrl: config.baseUrl, issuerUrl: config.oidc.issuerUrl })));
  http.use(['/api', EMBEDDED_ISSUER_PATH], noStore);
  // API reads over 1 KiB go out with brotli or gzip when the client accepts it (the growth
  // history of a large team is a megabyte of JSON); the client's assets are compressed once at
  // build time instead (mountClientApp). A write answers one small entity (or nothing): wrapping
  // its response for a size check that always says no is work on every command's path.
  // Fastest levels: an answer is compressed on every request, and for a megabyte of JSON brotli's
  // default quality (4) costs about three times quality 1's time for a few per cent of size
  // (docs/benchmarks.md, board load).
  const compress = compression({ level: 1, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });
  // Not a request for an event stream (the live channel, `Accept: text/event-stream` as every
  // EventSource sends): a stream is never compressed (no-transform), so its frames need not pass
  // through the compressor's wrapper of `write`.
  const wantsEventStream = (req: express.Request) => req.headers.accept?.includes('text/event-stream') === true;
  http.use('/api', (req: express.Request, res: express.Response, next: express.NextFunction) =>
    (req.method === 'GET' || req.method === 'HEAD') && !wantsEventStream(req) ? compress(req, res, next) : next(),
  );
  // Sign-in issuer, sessions, passport and CSRF: mounted before the JSON body parser on purpose.
  await configureAuth(app, config, databaseUrl);
  // Input at the edge (decision 0019): JSON bodies only, nested at most 32 deep; a body of another
  // type than its route reads is a 415; unstorable text, prototype keys and undeclared nulls are
  // a 400 before the DTO's rules run.
  http.use('/api', jsonBody('1mb'));
  // After every route (only unmatched requests pay): a path a controller answers, asked with
  // another method, is a 405 with Allow; any other unknown /api path a Japanese 404.
  adapter.unmatched = unmatchedApiRoute(listRouteRules(app));
  app.useGlobalInterceptors(new BodyTypeInterceptor(app.get(Reflector)));
  app.useGlobalPipes(
    new EdgeInputPipe(),
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
    }),
  );
  app.useGlobalFilters(new HttpExceptionFilter());

  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
  // The one-click unsubscribe of every mail: outside /api (a mail client posts it without cookies or a CSRF token).
  mountMailUnsubscribe(http, app.get(MailOutbox));
  mountClientApp(http, config.clientDir, { sessionCookie: SESSION_COOKIE });
  await app.init();
  http.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    new HttpExceptionFilter().catch(error, {
      switchToHttp: () => ({ getResponse: () => res, getRequest: () => _req }),
    } as never);
  });
  return app;
}

// A reference server of the HTTP command figures (issue 10): the bare handler's one INSERT behind a
// minimal NestJS application on the Express adapter (one controller, Nest's own JSON body parser,
// no middleware, session, guard, pipe or interceptor). What the framework the platform is built
// on costs by itself: the move can come no nearer to the bare handler than this. Run as a child.
import 'reflect-metadata';
import { Body, Controller, Get, Module, Param, Put } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { bareMovesTable } from './bare-moves.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const INSERT_MOVE = await bareMovesTable(pool);

class MovesController {
  health() {
    return { status: 'ok' };
  }

  async move(id, body) {
    const { rows } = await pool.query(INSERT_MOVE, [id, body.positionX, body.positionY]);
    return rows[0];
  }
}
// Decorators applied by hand: this file runs as plain JavaScript.
const proto = MovesController.prototype;
Get('health')(proto, 'health', Object.getOwnPropertyDescriptor(proto, 'health'));
Put('moves/:id')(proto, 'move', Object.getOwnPropertyDescriptor(proto, 'move'));
Param('id')(proto, 'move', 0);
Body()(proto, 'move', 1);
Controller('api')(MovesController);

class AppModule {}
Module({ controllers: [MovesController] })(AppModule);

const app = await NestFactory.create(AppModule, { logger: false });
app.getHttpServer().keepAliveTimeout = 60_000;
await app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => app.close().then(() => pool.end()).then(() => process.exit(0)));

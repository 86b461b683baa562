var __esDecorate = (this && this.__esDecorate) || function (ctor, descriptorIn, decorators, contextIn, initializers, extraInitializers) {
    function accept(f) { if (f !== void 0 && typeof f !== "function") throw new TypeError("Function expected"); return f; }
    var kind = contextIn.kind, key = kind === "getter" ? "get" : kind === "setter" ? "set" : "value";
    var target = !descriptorIn && ctor ? contextIn["static"] ? ctor : ctor.prototype : null;
    var descriptor = descriptorIn || (target ? Object.getOwnPropertyDescriptor(target, contextIn.name) : {});
    var _, done = false;
    for (var i = decorators.length - 1; i >= 0; i--) {
        var context = {};
        for (var p in contextIn) context[p] = p === "access" ? {} : contextIn[p];
        for (var p in contextIn.access) context.access[p] = contextIn.access[p];
        context.addInitializer = function (f) { if (done) throw new TypeError("Cannot add initializers after decoration has completed"); extraInitializers.push(accept(f || null)); };
        var result = (0, decorators[i])(kind === "accessor" ? { get: descriptor.get, set: descriptor.set } : descriptor[key], context);
        if (kind === "accessor") {
            if (result === void 0) continue;
            if (result === null || typeof result !== "object") throw new TypeError("Object expected");
            if (_ = accept(result.get)) descriptor.get = _;
            if (_ = accept(result.set)) descriptor.set = _;
            if (_ = accept(result.init)) initializers.unshift(_);
        }
        else if (_ = accept(result)) {
            if (kind === "field") initializers.unshift(_);
            else descriptor[key] = _;
        }
    }
    if (target) Object.defineProperty(target, contextIn.name, descriptor);
    done = true;
};
var __runInitializers = (this && this.__runInitializers) || function (thisArg, initializers, value) {
    var useValue = arguments.length > 2;
    for (var i = 0; i < initializers.length; i++) {
        value = useValue ? initializers[i].call(thisArg, value) : initializers[i].call(thisArg);
    }
    return useValue ? value : void 0;
};
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { logPoolError } from '../logging/logger.js';
import { platformMigrations } from './migrations.js';
export const DATABASE_URL = Symbol('DATABASE_URL');
/** Advisory lock key (class, object) held while one instance migrates the database. */
const MIGRATION_LOCK = [0x70697674, 1];
/**
 * Runs the pending migrations while holding a session-level advisory lock, so that app instances
 * starting together on one database (docker-compose replicas) migrate one after the other: the
 * first runs them, the others wait, then find nothing pending. TypeORM's own `migrationsRun` takes
 * no lock, and two instances running the same migration at once made one of them fail its start.
 */
export async function runMigrationsExclusively(dataSource) {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
        await runner.query('SELECT pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
        try {
            await dataSource.runMigrations({ transaction: 'each' });
        }
        finally {
            await runner.query('SELECT pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]);
        }
    }
    finally {
        await runner.release();
    }
}
/** TypeORM on the one PostgreSQL database (read models, sessions, and the default event store). */
let DatabaseModule = (() => {
    let _classDecorators = [Global(), Module({})];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    var DatabaseModule = class {
        static { _classThis = this; }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            DatabaseModule = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            __runInitializers(_classThis, _classExtraInitializers);
        }
        /** `moduleMigrations`: the modules' migrations (collected in src/app.module.ts); the platform's own are always run. */
        static forRoot(databaseUrl, moduleMigrations = []) {
            return {
                module: DatabaseModule,
                imports: [
                    TypeOrmModule.forRootAsync({
                        useFactory: () => ({
                            type: 'postgres',
                            url: databaseUrl,
                            autoLoadEntities: true,
                            synchronize: false,
                            migrations: [...platformMigrations, ...moduleMigrations],
                            logging: false,
                            poolErrorHandler: logPoolError('read models'),
                            extra: { max: 20 },
                        }),
                        dataSourceFactory: async (options) => {
                            const dataSource = await new DataSource(options).initialize();
                            await runMigrationsExclusively(dataSource);
                            return dataSource;
                        },
                    }),
                ],
                providers: [{ provide: DATABASE_URL, useValue: databaseUrl }],
                exports: [DATABASE_URL],
            };
        }
    };
    return DatabaseModule = _classThis;
})();
export { DatabaseModule };

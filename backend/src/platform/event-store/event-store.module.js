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
import { Global, Injectable, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import { DATABASE_URL } from '../database/database.module.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { logger } from '../logging/logger.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { EventSchemaRegistry } from './event-schemas.js';
import { EVENT_STORE } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { UpcastingEventStore } from './upcasting-event-store.js';
/** Closes the store after every other provider has stopped using it. */
let EventStoreLifecycle = (() => {
    let _classDecorators = [Injectable()];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    var EventStoreLifecycle = class {
        static { _classThis = this; }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            EventStoreLifecycle = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            __runInitializers(_classThis, _classExtraInitializers);
        }
        store;
        constructor(store) {
            this.store = store;
        }
        async onApplicationShutdown() {
            await this.store.close();
        }
    };
    return EventStoreLifecycle = _classThis;
})();
const FEATURE_SCHEMAS = Symbol('FEATURE_EVENT_SCHEMAS');
const FEATURE_REGISTRATION = Symbol('FEATURE_EVENT_SCHEMAS_REGISTERED');
/** The module `EventStoreModule.forFeature` returns: one per registering module. */
let EventSchemasFeatureModule = (() => {
    let _classDecorators = [Module({})];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    var EventSchemasFeatureModule = class {
        static { _classThis = this; }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            EventSchemasFeatureModule = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            __runInitializers(_classThis, _classExtraInitializers);
        }
    };
    return EventSchemasFeatureModule = _classThis;
})();
/**
 * Provides `EVENT_STORE` (EventStoreDB when `EVENTSTORE_URL` is set, else the PostgreSQL table,
 * either way reading events at their current schema version), `AggregateStore` and the
 * application's `EventSchemaRegistry` to every module.
 */
let EventStoreModule = (() => {
    let _classDecorators = [Global(), Module({
            providers: [
                { provide: EventSchemaRegistry, useFactory: () => new EventSchemaRegistry() },
                {
                    provide: EVENT_STORE,
                    // The DataSource is injected only so TypeORM (and with it the migration creating the
                    // `events` table and `append_to_stream`) has initialised before anything can append.
                    inject: [APP_CONFIG, DATABASE_URL, DataSource, EventSchemaRegistry],
                    useFactory: (config, databaseUrl, dataSource, schemas) => {
                        if (!dataSource.isInitialized)
                            throw new Error('The database must be initialised before the event store');
                        if (config.eventStoreUrl) {
                            logger.info('event store: EventStoreDB');
                            return new UpcastingEventStore(new EsdbEventStore(config.eventStoreUrl), schemas);
                        }
                        return new UpcastingEventStore(new PostgresEventStore(databaseUrl), schemas);
                    },
                },
                EventStoreLifecycle,
                {
                    provide: AggregateStore,
                    inject: [EVENT_STORE, EventSchemaRegistry],
                    useFactory: (store, schemas) => new AggregateStore(store, schemas),
                },
            ],
            exports: [EVENT_STORE, AggregateStore, EventSchemaRegistry],
        })];
    let _classDescriptor;
    let _classExtraInitializers = [];
    let _classThis;
    var EventStoreModule = class {
        static { _classThis = this; }
        static {
            const _metadata = typeof Symbol === "function" && Symbol.metadata ? Object.create(null) : void 0;
            __esDecorate(null, _classDescriptor = { value: _classThis }, _classDecorators, { kind: "class", name: _classThis.name, metadata: _metadata }, null, _classExtraInitializers);
            EventStoreModule = _classThis = _classDescriptor.value;
            if (_metadata) Object.defineProperty(_classThis, Symbol.metadata, { enumerable: true, configurable: true, writable: true, value: _metadata });
            __runInitializers(_classThis, _classExtraInitializers);
        }
        /**
         * Registers a module's event schemas (the lists its `events/` files export) with the
         * application's registry: `imports: [EventStoreModule.forFeature([...TEAM_EVENT_SCHEMAS])]`.
         * Registration happens as the application is created, before any provider's lifecycle hook, so
         * nothing can append or project before every module's events are known.
         */
        static forFeature(schemas) {
            return {
                module: EventSchemasFeatureModule,
                providers: [
                    { provide: FEATURE_SCHEMAS, useValue: schemas },
                    {
                        provide: FEATURE_REGISTRATION,
                        inject: [EventSchemaRegistry, FEATURE_SCHEMAS],
                        useFactory: (registry, own) => {
                            registry.register(own);
                            return true;
                        },
                    },
                ],
            };
        }
    };
    return EventStoreModule = _classThis;
})();
export { EventStoreModule };

import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
const storage = new AsyncLocalStorage();
export const requestContext = {
    run(context, fn) {
        return storage.run({
            correlationId: context.correlationId ?? randomUUID(),
            userId: context.userId ?? null,
            lastAppendedPosition: null,
            appendedTypes: new Set(),
            appliedInline: null,
            occurredAt: context.occurredAt,
            streamLoads: new Map(),
            reaction: context.reaction,
        }, fn);
    },
    current() {
        return storage.getStore();
    },
    /** Runs `fn` belonging to no request (e.g. a pool event that inherited the context of the request that opened the connection). */
    outside(fn) {
        return storage.exit(fn);
    },
    setUser(userId) {
        const ctx = storage.getStore();
        if (ctx)
            ctx.userId = userId;
    },
    /** `inline`: the projections that applied this append in its transaction. */
    recordAppend(position, types, inline = []) {
        const ctx = storage.getStore();
        if (!ctx)
            return;
        if (ctx.lastAppendedPosition === null || position > ctx.lastAppendedPosition)
            ctx.lastAppendedPosition = position;
        for (const type of types)
            ctx.appendedTypes.add(type);
        const applied = new Set(inline);
        if (ctx.appliedInline === null)
            ctx.appliedInline = applied;
        else
            for (const name of ctx.appliedInline)
                if (!applied.has(name))
                    ctx.appliedInline.delete(name);
    },
};

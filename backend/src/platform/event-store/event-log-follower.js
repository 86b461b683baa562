import { logger } from '../logging/logger.js';
/**
 * Follows the event log from its head at start, in this process only: no checkpoint, nothing
 * replayed, and each instance runs its own. For what every instance must hear of, whichever
 * instance wrote the event and wherever the projections run (decision 0026: evicting a cache).
 * `onBatch` is given every batch read, in log order; it must not throw.
 */
export class EventLogFollower {
    store;
    onBatch;
    options;
    running = false;
    loop = null;
    wake = null;
    constructor(store, onBatch, options) {
        this.store = store;
        this.onBatch = onBatch;
        this.options = options;
    }
    async start() {
        if (this.running)
            return;
        const head = await this.store.headPosition();
        this.running = true;
        this.loop = this.run(head);
    }
    async stop() {
        this.running = false;
        this.wake?.();
        await this.loop;
        this.loop = null;
    }
    async run(after) {
        while (this.running) {
            try {
                const batch = await this.store.readAll({ after, maxCount: this.options.batchSize });
                if (batch.length > 0) {
                    this.onBatch(batch);
                    after = batch[batch.length - 1].position;
                    if (batch.length === this.options.batchSize)
                        continue;
                }
            }
            catch (error) {
                if (this.running)
                    logger.warn({ err: error }, 'event log follower could not read the log; retrying');
            }
            await new Promise((resolve) => {
                const done = () => {
                    clearTimeout(timer);
                    this.wake = null;
                    resolve();
                };
                const timer = setTimeout(done, this.options.pollIntervalMs);
                this.wake = done;
            });
        }
    }
}

import { eventStoreContract } from './event-store.contract.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { personalDataContract } from './personal-data.contract.js';

// Needs a running EventStoreDB (e.g. `docker compose up eventstore`), which the build machines
// do not have: EVENTSTORE_TEST_URL=kurrentdb://localhost:2113?tls=false
const url = process.env.EVENTSTORE_TEST_URL;
const skipReason = url ? undefined : 'set EVENTSTORE_TEST_URL (e.g. kurrentdb://localhost:2113?tls=false) to run it';

// Without a server every test of the contract is listed as skipped under a title that gives the
// reason, which is also written to stderr: Jest shows no test names of a skipped file unless verbose.
if (skipReason) process.stderr.write(`EventStoreDB contract skipped: ${skipReason}.\n`);
eventStoreContract('EventStoreDB', async () => ({ store: new EsdbEventStore(url ?? '') }), { skipReason });
personalDataContract('EventStoreDB', async () => ({ adapter: new EsdbEventStore(url ?? '') }), { skipReason });

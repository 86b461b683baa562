import { eventStoreContract } from './event-store.contract.js';
import { EsdbEventStore } from './esdb-event-store.js';

// Needs a running EventStoreDB (e.g. `docker compose up eventstore`), which the build machines
// do not have: EVENTSTORE_TEST_URL=esdb://localhost:2113?tls=false
const url = process.env.EVENTSTORE_TEST_URL;

if (url) {
  eventStoreContract('EventStoreDB', async () => ({ store: new EsdbEventStore(url) }));
} else {
  // Written straight to stderr: Jest does not show console output of a fully skipped file.
  process.stderr.write('EventStoreDB contract skipped: set EVENTSTORE_TEST_URL (e.g. esdb://localhost:2113?tls=false) to run it.\n');
  describe.skip('EventStore contract: EventStoreDB (EVENTSTORE_TEST_URL not set)', () => {
    it('runs the shared contract against EventStoreDB', () => undefined);
  });
}

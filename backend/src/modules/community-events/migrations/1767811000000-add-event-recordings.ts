import { orNull, SchemaMigration } from '../../../platform/database/schema.js';

/** An event's uploaded recording (decision 0108), written only by `CommunityEventsProjection`. */
export class AddEventRecordings1767811000000 extends SchemaMigration {
  name = 'AddEventRecordings1767811000000';
  protected readonly columns = { community_events: { recording_file: orNull.jsonb } };
}

import { orNull, SchemaMigration } from '../../../platform/database/schema.js';

/** A lesson video's own poster, uploaded by its author (decision 0109). Existing lessons show the frame: null. */
export class AddLessonOwnPosters1767812000000 extends SchemaMigration {
  name = 'AddLessonOwnPosters1767812000000';
  protected readonly columns = { learning_contents: { poster_file_id: orNull.text } };
}

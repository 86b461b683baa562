import { SchemaMigration } from '../../database/schema.js';

/**
 * The version of its projection each read model was built with (decision 0113): on start, a
 * projection declaring another version is rebuilt once. Rows that exist were built before versions
 * were declared, by code every projection's version 1 describes.
 */
export class ProjectionVersions1767813000000 extends SchemaMigration {
  name = 'ProjectionVersions1767813000000';
  protected readonly columns = {
    projection_checkpoints: { version: 'integer NOT NULL DEFAULT 1' },
  };
}

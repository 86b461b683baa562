/**
 * One row per projection: how far it has applied the log (written in the same transaction as its
 * read-model changes), whether it stopped on a failing event, and the progress of a rebuild.
 */
export class CreateProjectionCheckpoints1764010000000 {
    name = 'CreateProjectionCheckpoints1764010000000';
    async up(q) {
        await q.query(`
      CREATE TABLE projection_checkpoints (
        name                 text        PRIMARY KEY,
        position             bigint      NOT NULL DEFAULT 0,
        state                text        NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'failed')),
        last_error           text        NULL,
        failed_position      bigint      NULL,
        updated_at           timestamptz NOT NULL DEFAULT now(),
        rebuild_state        text        NULL CHECK (rebuild_state IN ('rebuilding', 'done', 'failed')),
        rebuild_done         bigint      NOT NULL DEFAULT 0,
        rebuild_total        bigint      NOT NULL DEFAULT 0,
        rebuild_started_at   timestamptz NULL,
        rebuild_finished_at  timestamptz NULL,
        rebuild_error        text        NULL
      )`);
    }
    async down(q) {
        await q.query(`DROP TABLE IF EXISTS projection_checkpoints`);
    }
}

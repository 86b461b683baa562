/**
 * Which app instance runs each projection and reactor (decision 0027): a lease renewed every few
 * seconds, taken over by another instance once it has expired.
 */
export class CreateProjectionLeases1764010100000 {
    name = 'CreateProjectionLeases1764010100000';
    async up(q) {
        await q.query(`
      CREATE TABLE projection_leases (
        name        text        PRIMARY KEY,
        owner       text        NOT NULL,
        expires_at  timestamptz NOT NULL
      )`);
    }
    async down(q) {
        await q.query(`DROP TABLE IF EXISTS projection_leases`);
    }
}

/**
 * The session store of express-session / connect-pg-simple (its documented shape). Not an
 * event-sourced read model: sessions are transient state that is never replayed.
 */
export class CreateSessions1764020000000 {
    name = 'CreateSessions1764020000000';
    async up(q) {
        await q.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
        await q.query(`CREATE INDEX idx_sessions_expire ON sessions (expire)`);
    }
    async down(q) {
        await q.query(`DROP TABLE sessions`);
    }
}

/**
 * A query PostgreSQL parses and plans once per connection (a named prepared statement), for the
 * few statements on the path of every command's answer (docs/benchmarks.md). Runs on the
 * manager's connection (inside its transaction) when it has one, else on a pooled one. `name`
 * must be unique per `text` across the application. Answers the rows.
 */
export async function preparedQuery(manager, name, text, values) {
    const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
    try {
        const client = (await runner.connect());
        const { rows } = await client.query({ name, text, values });
        return rows;
    }
    finally {
        if (runner !== manager.queryRunner)
            await runner.release();
    }
}

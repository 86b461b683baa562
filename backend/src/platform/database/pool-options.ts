/**
 * How every connection pool of the application keeps its idle connections (decision 0114).
 *
 * pg's default closes a connection after 10 s without a query. Opening one again is a TCP
 * connect, PostgreSQL's start of a backend and its SCRAM-SHA-256 password exchange: about 25 ms
 * on the 2-core machine, paid by the first request after a quiet 10 s, once per pool it touches
 * (the session read, the append, each projection's transaction). On a site used now and then
 * (a few requests a minute), that was most requests. A pool keeps two connections however long it
 * is idle, and the rest of a burst's connections for five minutes.
 */
export const KEPT_IDLE_CONNECTIONS = { min: 2, idleTimeoutMillis: 5 * 60_000 } as const;

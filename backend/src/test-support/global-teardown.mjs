export default async function globalTeardown() {
  await Promise.all((globalThis.__EMBEDDED_PGS__ ?? []).map((server) => server.stop()));
}

const t0 = performance.now();
await import('@c15t/backend'); const t1 = performance.now();
await import('@c15t/backend/pkgs/migrations'); const t2 = performance.now();
const { PGlite } = await import('@electric-sql/pglite'); const t3 = performance.now();
const pg = new PGlite(); await pg.waitReady; const t4 = performance.now();
console.log({ backend: t1 - t0, migr: t2 - t1, pgliteImport: t3 - t2, pgliteReady: t4 - t3 });
await pg.close(); console.log('closed', performance.now() - t0);

const t0 = performance.now();
const { PGlite } = await import('@electric-sql/pglite');
const pg = new PGlite(process.argv[2]); await pg.waitReady; const t1 = performance.now();
await pg.query('create table if not exists t (x int)'); 
console.log({ ready: Math.round(t1 - t0) });
await pg.close(); console.log('closed', Math.round(performance.now() - t0));

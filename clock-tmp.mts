const FIXED = Date.UTC(2025, 5, 15, 12, 34, 56, 789);
Date.now = () => FIXED;
const { PGlite } = await import('@electric-sql/pglite');
const pg = await PGlite.create();
console.log((await pg.query('select now()::text as n, clock_timestamp()::text as c')).rows);

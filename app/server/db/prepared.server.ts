import type { CompiledQuery } from "kysely";
import pg from "pg";
import { singleton } from "../runtime/singleton.server";

// Named prepared statements for the few statements that run on most requests (the
// session look-up, the unread count of every portal page, sign-in). PostgreSQL parses
// and plans an unnamed statement each time it runs; a named one is parsed once per
// connection, and after five runs PostgreSQL
// keeps one generic plan for it when that plan costs no more than the ones made for
// the values (plan_cache_mode "auto"). On the embedded database planning is most of a
// small statement's cost, on the thread that answers every request. Measured (PGlite,
// median of 4 rounds of 300): the sign-in's look-up 1.04 → 0.38 ms, its session insert
// 0.74 → 0.35 ms, the session look-up 0.51 → 0.11 ms.
//
// For statements of one shape that find rows by key, not for lists and searches (a
// plan made without the values can be a poor one for a search term). They select
// their columns by name; a migration by another instance that changes the type of one
// makes PostgreSQL refuse the stored statement, which is then prepared again (below).
// Named statements need a connection of their own: the session pooler or a direct one,
// not a transaction pooler (docs/running.md says which).

/**
 * SQL text → statement name, one map per process (the built server and the sources a test
 * imports mark statements for one pool). Bounded: a name used on a statement whose text
 * varies without end stops at the cap, and what is past it runs unnamed.
 */
const names = () => singleton("prepared-statements", () => new Map<string, string>());
const MAX_STATEMENTS = 64;

/** `query` (compiled) marked to run as a named prepared statement: `db.executeQuery(prepared("name", q.compile()))`. */
export function prepared<R>(name: string, query: CompiledQuery<R>): CompiledQuery<R> {
  const known = names();
  if (!known.has(query.sql) && known.size < MAX_STATEMENTS) {
    // One name per text: a statement whose shape depends on its arguments gets one per shape.
    known.set(query.sql, `${name}_${known.size}`);
  }
  return query;
}

/**
 * node-postgres's client, running a marked statement by its name (node-postgres sends
 * its text once per connection, then only the values). Kysely calls `query(sql, values)`.
 */
export class PreparingClient extends pg.Client {
  // Typed loosely: it forwards each of node-postgres's overloads as received.
  override query(...args: any[]): any {
    const [config, values, callback] = args;
    const name = typeof config === "string" && Array.isArray(values) && !callback ? names().get(config) : undefined;
    if (!name) return super.query(...(args as Parameters<pg.Client["query"]>));
    const run = () => super.query({ name, text: config, values });
    return run().catch(async (error: { code?: string }) => {
      // A migration (by another instance) changed the type of a column the stored statement
      // returns: PostgreSQL refuses it ("cached plan must not change result type"), not only
      // this time but every time. It is dropped and prepared again from its text.
      if (error?.code !== STALE_PLAN) throw error;
      delete (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name];
      await super.query(`deallocate "${name}"`);
      return run();
    });
  }
}

/** feature_not_supported: what PostgreSQL answers to a stored statement whose result columns changed. */
const STALE_PLAN = "0A000";

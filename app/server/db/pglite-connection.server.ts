import { EventEmitter } from "node:events";
import type { PGlite } from "@electric-sql/pglite";
import { serialize } from "pg-protocol";

// node-postgres's connection to the embedded database, in place of PGlite's own
// (@electric-sql/pglite/node-postgres, of which this is a copy but for one thing). A
// query with parameters is five protocol messages (parse, bind, describe, execute,
// sync); PGlite's connection hands each to PostgreSQL on its own, each a pass through
// PostgreSQL's main loop, its own reply read back and its own promise, on the thread
// that answers every request. node-postgres corks its socket around the five
// (Query#submit), so here they are held while corked and sent in one call: PostgreSQL
// reads them one after another, as from a socket. Measured (median CPU of 8 rounds,
// alternating with PGlite's connection on one database): `select $1` 0.36 → 0.19 ms,
// an account's look-up 0.69 → 0.66 ms, a one-row insert 1.03 → 0.92 ms.

export class PGliteConnection extends EventEmitter {
  #pglite: PGlite;
  #queue: Promise<unknown>;
  #corked: Buffer[] | null = null;
  #emitMessage = false;

  // What node-postgres's Client reads or calls on a connection and its socket.
  public _connecting = false;
  public parsedStatements: Record<string, string> = {};
  public submittedNamedStatements: Record<string, string> = {};
  public readonly stream = {
    destroy: () => this.end(),
    cork: () => {
      this.#corked ??= [];
    },
    uncork: () => {
      const batch = this.#corked;
      this.#corked = null;
      if (batch?.length) this.#run(Buffer.concat(batch));
    },
  };

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
    this.on("newListener", (event) => {
      if (event === "message") this.#emitMessage = true;
    });
  }

  #send(message: Buffer) {
    if (this.#corked) this.#corked.push(message);
    else this.#run(message);
  }

  #run(message: Uint8Array) {
    this.#queue = this.#queue
      .then(() => this.#pglite.execProtocolStream(message, { throwOnError: false }))
      .then((replies) => {
        for (const reply of replies) {
          if (this.#emitMessage) this.emit("message", reply);
          // node-postgres expects an ErrorResponse as 'errorMessage'.
          this.emit(reply.name === "error" ? "errorMessage" : reply.name, reply);
        }
      })
      .catch((error) => this.emit("error", error));
  }

  async connect() {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit("readyForQuery"));
  }

  end() {
    // Like a socket closing: node-postgres waits for 'end'. The database stays open (it is the caller's).
    this.#queue = this.#queue.then(() => this.emit("end"));
    // The pool reuses this connection for its next client: the ended client's listeners go.
    for (const event of this.eventNames()) if (event !== "newListener") this.removeAllListeners(event);
    this.#emitMessage = false;
  }

  // No network: nothing to negotiate.
  requestSsl() {}
  startup() {}
  cancel() {}
  password() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.#send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]) {
    this.#send(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.#send(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.#send(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.#send(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]) {
    this.#send(serialize.close(message));
  }
  flush() {
    this.#send(serialize.flush());
  }
  sync() {
    this.#send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer) {
    this.#send(serialize.copyData(chunk));
  }
  endCopyFrom() {
    this.#send(serialize.copyDone());
  }
  sendCopyFail(message: string) {
    this.#send(serialize.copyFail(message));
  }
}

/** node-postgres's Pool options for the embedded database: one client, on this connection. */
export function pgliteConfig(pglite: PGlite) {
  return {
    connection: new PGliteConnection(pglite),
    max: 1,
    user: "postgres",
    database: "postgres",
    password: "dummy",
    host: "localhost",
    port: 5432,
  };
}

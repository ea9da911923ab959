// How the production server is started: build/server.js (server/index.ts: the front door,
// then Express and Remix), which imports the app's build beside it.
// `npm start` runs exactly this (a unit test keeps package.json in step); scripts and
// tests spawn it directly so that stopping them stops the server too.
//
// Where the memory of a server on the embedded database went (measured with
// /proc/PID/smaps on the demo data, Node 20): of ~320 MB at its peak, ~130 MB were
// PGlite's WebAssembly runtime, and 65 MB of that were glibc's per-thread malloc
// arenas left behind by V8 compiling pglite.wasm (9 MB) on up to 128 background
// tasks: freed, never given back. Compiling it on the main thread
// (--wasm-num-compilation-tasks=0: start-up no slower, 2.4 s against 2.8 s) and
// capping the arenas (MALLOC_ARENA_MAX=2, the usual setting for Node servers on glibc)
// take ~40 MB off the peak; a 4 MB young generation (--max-semi-space-size) ~20 MB
// more, at no measured cost in speed. A fixed MALLOC_MMAP_THRESHOLD_ stops glibc from
// raising it after the first large free, so large blocks go back to the system when
// freed instead of staying in the arenas: at glibc's starting value (128 KB), ~13 MB off
// the peak under the bench. At 32 KB, ~20 MB more: the largest part of malloc's peak
// (heaptrack: 34 MB of 75) is V8 compiling PGlite's hot functions again with TurboFan
// on its worker threads, in zone segments of up to 32 KB, freed when each compile ends
// but held by the arenas. Measured on uncached pages (10 connections, 10 s each): peak
// 231–237 → 215 MB, and 232 → 221 MB over alternating sign-in loads, with no measured
// cost in speed (sign-ins a second better in 3 of 6 pairs, worse in 3, one by 1 a second).
//
// --max-old-space-size: V8 lets a busy server's heap grow to several times what is
// live before it collects (measured: 224 MB of heap holding 48 MB live after 30 s of
// uncached pages, peak RSS 336 MB on PostgreSQL). A limit of 160 MB makes it collect
// sooner at no measured cost in speed (peak 204 MB); the live heap is ~50 MB idle and
// stays far below the limit under `npm run load` (200 connections).
export const SERVE_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" } as const;

export const SERVE_ARGS = ["--max-old-space-size=160", "--max-semi-space-size=4", "--wasm-num-compilation-tasks=0", "./build/server.js"];

// The sandbox's SQLite: libsql, which has better-sqlite3's synchronous API and ships prebuilt binaries as npm
// packages. better-sqlite3 compiled SQLite from source on every fresh install: about 90 s of the test command's
// budget on a 2-core machine. This wrapper keeps the typed subset the sandbox uses and irons out where libsql's
// rows differ from better-sqlite3's, so rows stay plain data that can go into a response as they are.
import Libsql from 'libsql'

export interface Statement<P extends unknown[], R> {
  run(...params: P): void
  get(...params: P): R | undefined
  all(...params: P): R[]
}

export type Sqlite = ReturnType<typeof openSqlite>

/** libsql adds a `_metadata` field to each row, and `all()` gives a BLOB as an ArrayBuffer where `get()` gives a Buffer */
function plain<R>(row: unknown): R {
  if (row && typeof row === 'object') {
    const r = row as Record<string, unknown>
    delete r._metadata
    for (const [key, value] of Object.entries(r)) if (value instanceof ArrayBuffer) r[key] = Buffer.from(value)
  }
  return row as R
}

export function openSqlite(file: string) {
  const db = new Libsql(file)
  return {
    prepare<P extends unknown[] = unknown[], R = unknown>(source: string): Statement<P, R> {
      const s = db.prepare(source)
      return {
        run: (...params) => void s.run(...params),
        get: (...params) => {
          const row = s.get(...params)
          return row === undefined ? undefined : plain<R>(row)
        },
        all: (...params) => s.all(...params).map((row) => plain<R>(row)),
      }
    },
    exec(source: string) {
      db.exec(source)
    },
    pragma(source: string) {
      db.pragma(source)
    },
    /** runs `fn` in one transaction, rolled back if it throws */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn)()
    },
    close() {
      db.close()
    },
  }
}

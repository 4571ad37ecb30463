import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqlite, type Sqlite } from './sqlite'

describe('the sandbox SQLite', () => {
  let db: Sqlite
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-test-'))
  afterEach(() => db.close())

  function open() {
    db = openSqlite(path.join(dir, `${Math.random()}.sqlite`))
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bytes BLOB)')
    return db
  }

  it('gives rows as plain data: only the columns, and a BLOB as a Buffer from get and all alike', () => {
    open().prepare('INSERT INTO t (id, name, bytes) VALUES (@id, @name, @bytes)').run({ id: 1, name: 'a', bytes: Buffer.from([1, 2, 3]) })
    const one = db.prepare<[number], { id: number; name: string; bytes: Buffer }>('SELECT * FROM t WHERE id = ?').get(1)
    const all = db.prepare<[], { id: number; name: string; bytes: Buffer }>('SELECT * FROM t').all()
    for (const row of [one!, all[0]!]) {
      expect(Object.keys(row)).toEqual(['id', 'name', 'bytes'])
      expect(Buffer.isBuffer(row.bytes)).toBe(true)
      expect([...row.bytes]).toEqual([1, 2, 3])
      expect(JSON.parse(JSON.stringify({ ...row, bytes: null }))).toEqual({ id: 1, name: 'a', bytes: null })
    }
    expect(db.prepare('SELECT * FROM t WHERE id = ?').get(2)).toBeUndefined()
  })

  it('rolls a transaction back when it throws, and keeps what one that returns wrote', () => {
    const insert = open().prepare<[number, string]>('INSERT INTO t (id, name) VALUES (?, ?)')
    expect(() =>
      db.transaction(() => {
        insert.run(1, 'kept only if nothing throws')
        throw new Error('half way')
      }),
    ).toThrow('half way')
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 0 })
    expect(db.transaction(() => (insert.run(2, 'b'), 'done'))).toBe('done')
    expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 1 })
  })
})

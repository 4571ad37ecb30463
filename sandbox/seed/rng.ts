// A small seeded PRNG so the whole seed is reproducible: the same seed and date give byte-identical data,
// which lets tests compare two builds and lets a demo look the same every time it starts.

export type Rng = {
  /** float in [0, 1) */
  next(): number
  /** integer in [min, max], both ends included */
  int(min: number, max: number): number
  pick<T>(arr: readonly T[]): T
  chance(p: number): boolean
  /** a shuffled copy; the input is left alone */
  shuffle<T>(arr: readonly T[]): T[]
  /** an independent stream; forks with different labels never share a sequence */
  fork(label: string | number): Rng
}

/** FNV-1a, used to turn fork labels into seeds */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret) */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const rng: Rng = {
    next,
    int(min, max) {
      if (max < min) throw new RangeError(`int(${min}, ${max})`)
      return min + Math.floor(next() * (max - min + 1))
    },
    pick(arr) {
      if (arr.length === 0) throw new RangeError('pick from an empty array')
      return arr[Math.floor(next() * arr.length)] as (typeof arr)[number]
    },
    chance(p) {
      return next() < p
    },
    shuffle(arr) {
      const out = arr.slice()
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = out[i] as (typeof out)[number]
        out[i] = out[j] as (typeof out)[number]
        out[j] = tmp
      }
      return out
    },
    fork(label) {
      return createRng(hashString(`${seed}:${label}`))
    },
  }
  return rng
}

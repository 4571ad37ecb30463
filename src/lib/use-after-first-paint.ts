// What can wait a frame runs after the next paint: the interaction that caused it (a tap that opens the order
// drawer) is measured up to that paint, so the header and the actions show at once and the rest follows.
import { useEffect, useState } from 'react'

/** Calls back once the browser has painted the next frame; returns a cancel */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // a timeout queued from an animation frame runs after that frame's paint
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** false on the first render, true once the browser has painted after the mount */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => setPainted(true)), [])
  return painted
}

// What can wait a frame renders after the first paint: the interaction that mounted it (a tap that opens the order
// drawer) is measured up to that paint, so the header and the actions show at once and the long body follows.
import { useEffect, useState } from 'react'

/** false on the first render, true once the browser has painted after the mount */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // a timeout queued from an animation frame runs after that frame's paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return painted
}

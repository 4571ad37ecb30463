// The brand logo of a print page. The page prints once the logo has loaded; a broken logo is hidden and a logo
// that never answers is given up after LOGO_WAIT_MS, so a receipt is never stuck unprinted.
import { useEffect, useRef, useState } from 'react'

export const LOGO_WAIT_MS = 5000

export function PrintLogo({ src, onSettled, className }: { src: string | null; onSettled: () => void; className?: string }) {
  const [failed, setFailed] = useState(false)
  const settledRef = useRef(false)
  const onSettledRef = useRef(onSettled)
  onSettledRef.current = onSettled

  const settle = () => {
    if (settledRef.current) return
    settledRef.current = true
    onSettledRef.current()
  }

  useEffect(() => {
    if (!src) {
      settle()
      return
    }
    const timer = setTimeout(settle, LOGO_WAIT_MS)
    return () => clearTimeout(timer)
  }, [src]) // settle reads refs only

  if (!src || failed) return null
  return (
    <img
      src={src}
      alt=""
      className={className}
      onLoad={settle}
      onError={() => {
        setFailed(true)
        settle()
      }}
    />
  )
}

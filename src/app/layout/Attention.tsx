// The alarm, the sounds of live events and the overlays, for as long as the signed-in shell is on screen.
import { useEffect } from 'react'
import { OverlayHost } from '../../features/overlays/OverlayHost'
import { startAttention } from '../attention'

export function Attention() {
  useEffect(() => startAttention(), [])
  return <OverlayHost />
}

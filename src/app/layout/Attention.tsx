// The alarm, the sounds of live events and the overlays, and this device's printer, for as long as the signed-in
// shell is on screen.
import { useEffect } from 'react'
import { OverlayHost } from '../../features/overlays/OverlayHost'
import { startAttention } from '../live/attention'
import { startDevice } from '../live/device'

export function Attention() {
  useEffect(() => startAttention(), [])
  useEffect(() => startDevice(), [])
  return <OverlayHost />
}

// A window opened by a tap on a new-order alert (sw/sw.ts) comes with ?order=ID: that order's drawer opens once the
// order is on the board, and the parameter leaves the address, so a reload or Back does not open it again.
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ORDER_PARAM } from '../../domain/dashboard-routes'
import { orderIdOf } from '../../domain/push-payload'
import { openOrderWhenOnBoard } from '../../stores/open-order'

export function useOrderParam(): void {
  const [params, setParams] = useSearchParams()
  const asked = params.get(ORDER_PARAM)
  useEffect(() => {
    if (asked === null) return
    setParams(
      (current) => {
        current.delete(ORDER_PARAM)
        return current
      },
      { replace: true },
    )
    const orderId = orderIdOf(asked)
    if (orderId !== null) openOrderWhenOnBoard(orderId)
  }, [asked, setParams])
}

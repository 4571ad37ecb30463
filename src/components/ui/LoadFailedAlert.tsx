// A list that could not be loaded: what failed and a way to try again, in the place the list would be.
import { Button } from './Button'

export function LoadFailedAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-600/40 bg-danger-50 px-4 py-3 text-danger-800">
      <span className="flex-1">{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}

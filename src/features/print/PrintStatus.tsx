// The screen-only message of a print page while it loads, or when it could not load.

export function PrintStatus({ kind, text, detail }: { kind: 'loading' | 'failed'; text: string; detail?: string }) {
  return (
    <div role={kind === 'failed' ? 'alert' : 'status'} className="print-status" data-print-status={kind}>
      <p className={kind === 'failed' ? 'print-status-text print-status-text--failed' : 'print-status-text'}>{text}</p>
      {detail ? <p className="print-status-detail">{detail}</p> : null}
    </div>
  )
}

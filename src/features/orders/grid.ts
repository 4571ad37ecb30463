// The board's columns, by the width the orders page is given (the board-* variants, src/index.css): a card of four
// lines (cards), two lines per order in five columns (rows: portrait tablets, a 1024 px landscape one), one line of
// seven columns (wide). The header row and every order row share it so the columns line up: each row is a grid of
// its own, so no track may size to its content. The one-line table needs about 58rem; below that it squeezed the
// customer's column to nothing and pushed the action out of the row. Two lines need 42rem for a customer's name
// of about 9rem.
export const ROW_GRID = [
  'grid items-center gap-x-3 gap-y-2',
  "grid-cols-[auto_minmax(0,1fr)_auto] [grid-template-areas:'id_due_due'_'customer_customer_customer'_'status_payment_ordered'_'action_action_action']",
  // the customer's status keeps 9.5rem, a little wider than 'على بعد 16 دقيقة' ('16 min away'); the customer takes the rest
  "board-rows:grid-cols-[5.5rem_minmax(0,1fr)_9.5rem_7.5rem_7rem] board-rows:gap-x-2 board-rows:gap-y-1 board-rows:[grid-template-areas:'id_customer_status_due_action'_'id_payment_ordered_due_action']",
  "board-wide:gap-x-3 board-wide:grid-cols-[7.5rem_minmax(0,1.6fr)_minmax(7rem,1fr)_minmax(6.5rem,0.9fr)_5.5rem_7.5rem_7.5rem] board-wide:gap-y-2 board-wide:[grid-template-areas:'id_customer_status_payment_ordered_due_action']",
].join(' ')

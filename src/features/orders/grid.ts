// The board's columns: a card of three lines on phones, one line of seven columns from md up. The header row and
// every order row share it so the columns line up.
export const ROW_GRID = [
  'grid items-center gap-x-3 gap-y-2',
  "grid-cols-[auto_minmax(0,1fr)_auto] [grid-template-areas:'id_due_due'_'customer_customer_customer'_'status_payment_ordered'_'action_action_action']",
  "md:grid-cols-[7.5rem_minmax(0,1.6fr)_minmax(7rem,1fr)_minmax(6.5rem,0.9fr)_5.5rem_7.5rem_7.5rem] md:[grid-template-areas:'id_customer_status_payment_ordered_due_action']",
].join(' ')

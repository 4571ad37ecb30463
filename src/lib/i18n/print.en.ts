// English texts of the print screens (merged into en.ts). Spec texts verbatim.
// The receipt and report labels themselves come from the store's print dictionary (GET /dictionary/{storeId}/{locale}).
export const printEn = {
  'print.loading.order': 'Preparing the receipt…',
  'print.loading.report': 'Preparing the report…',
  'print.failed.order': 'The order could not be loaded for printing.',
  'print.failed.closing': 'This window closes in {{seconds}} seconds.',
  'print.failed.report': 'The report could not be loaded for printing.',
  'print.report.categoryId': 'ID',
} as const

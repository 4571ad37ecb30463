// English texts of the orders screens (merged into en.ts). Spec texts verbatim.
export const ordersEn = {} as const

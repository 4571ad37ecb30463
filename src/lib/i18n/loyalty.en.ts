// English texts of the loyalty screens (merged into en.ts). Spec texts verbatim.
export const loyaltyEn = {} as const

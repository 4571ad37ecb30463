// English texts of the past orders screens (merged into en.ts). Spec texts verbatim.
export const pastOrdersEn = {} as const

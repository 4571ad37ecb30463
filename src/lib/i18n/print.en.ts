// English texts of the print screens (merged into en.ts). Spec texts verbatim.
export const printEn = {} as const

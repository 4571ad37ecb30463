// English texts of the reports screens (merged into en.ts). Spec texts verbatim.
export const reportsEn = {} as const

// English texts of the menu screens (merged into en.ts). Spec texts verbatim.
export const menuEn = {} as const

// English texts of the overlays screens (merged into en.ts). Spec texts verbatim.
export const overlaysEn = {} as const

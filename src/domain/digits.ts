// Arabic keyboards in Kuwait and Saudi Arabia type Arabic-Indic digits (٠–٩, and ۰–۹ on Persian layouts) and the
// Arabic decimal separator (٫). Number fields and searches read them as 0–9 and '.': filtered out as "not a digit",
// a stock of ٥٠ would be saved as 0, which sells the product out.

const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g

/** The text with Arabic-Indic digits as 0–9 and the Arabic decimal separator as '.' */
export function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGIT, (d) => String(d.charCodeAt(0) & 0xf)).replace(/\u066B/g, '.')
}

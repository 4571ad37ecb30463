/**
 * Unicode format characters (zero-width space and joiners, direction marks and isolates, the BOM, the soft hyphen):
 * invisible, carried along by text pasted from chats and Arabic keyboards, and never part of what staff mean by an
 * e-mail, a code, a phone or a name. One list for every field that drops them.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu

export function withoutFormatCharacters(value: string): string {
  return value.replace(FORMAT_CHARACTERS, '')
}

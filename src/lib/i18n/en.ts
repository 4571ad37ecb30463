// Every English text: the shell's (shell.en.ts, loaded at once) and the signed-in pages' (pages.en.ts, loaded with
// them). The whole dictionary's keys type every t() call; tests and the Arabic dictionary's type use it too.
import { pagesEn } from './pages.en'
import { shellEn } from './shell.en'

export const en = { ...shellEn, ...pagesEn } as const

export type MessageKey = keyof typeof en
export type Dictionary = Record<MessageKey, string>

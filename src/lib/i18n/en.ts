// Every English text: the shell's (shell.en.ts, loaded at once), the work screens' (work.en.ts) and the other
// signed-in pages' (pages.en.ts), each loaded with its screens. The whole dictionary's keys type every t() call;
// tests and the Arabic dictionary's type use it too.
import { pagesEn } from './pages.en'
import { shellEn } from './shell.en'
import { workEn } from './work.en'

export const en = { ...shellEn, ...workEn, ...pagesEn } as const

export type MessageKey = keyof typeof en
export type Dictionary = Record<MessageKey, string>

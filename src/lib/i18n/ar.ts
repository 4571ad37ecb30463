// Every Arabic text, typed as the English dictionary: a missing or extra key fails to typecheck.
import type { Dictionary } from './en'
import { pagesAr } from './pages.ar'
import { shellAr } from './shell.ar'
import { workAr } from './work.ar'

export const ar: Dictionary = { ...shellAr, ...workAr, ...pagesAr }

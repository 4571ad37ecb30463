// The avatar upload (SPEC 6: the chosen file is sent as base64). The contract takes a png, jpeg, webp or gif of at most
// 2,800,000 characters as a data URL: a file the server would refuse is refused here, before it is read, with why.

export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
export const AVATAR_MAX_CHARS = 2_800_000

/** The length of the file's data URL (base64 takes 4 characters for every 3 bytes) */
const dataUrlLength = (file: { type: string; size: number }) => `data:${file.type};base64,`.length + 4 * Math.ceil(file.size / 3)

/** Why the file cannot be the avatar, or null */
export function avatarProblem(file: { type: string; size: number }): 'user.avatarType' | 'user.avatarTooLarge' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'user.avatarType'
  return dataUrlLength(file) > AVATAR_MAX_CHARS ? 'user.avatarTooLarge' : null
}

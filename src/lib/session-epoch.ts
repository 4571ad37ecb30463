// Which signed-in session the code runs for. Sign-out (resetAllStores) starts a new epoch: an answer or a save that
// began in an older one is dropped, so a fetch sent before a sign-out cannot fill the next user's board and
// nothing of the last user is written to the device after it was cleared.
let epoch = 0

export function sessionEpoch(): number {
  return epoch
}

export function nextSessionEpoch(): void {
  epoch += 1
}

let intended = false

/** Called before a sign-out the user asked for (Logout), so it is not read as an ended session. */
export const markSignOutIntended = (): void => {
  intended = true
}

/** Whether the sign-out now arriving was asked for; answered once. */
export function takeSignOutIntended(): boolean {
  const was = intended
  intended = false
  return was
}

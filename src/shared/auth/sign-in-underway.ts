let underway = 0

/**
 * GATE-3: a sign-in made on this page (the password form) moves on by itself, so the auth
 * state's listener leaves it alone while it runs, as it does for a sign-in mutation.
 */
export async function whileSigningIn<T>(work: () => Promise<T>): Promise<T> {
  underway += 1
  try {
    return await work()
  } finally {
    underway -= 1
  }
}

export const signInUnderway = (): boolean => underway > 0

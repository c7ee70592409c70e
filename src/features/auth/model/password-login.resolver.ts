import { zodResolver } from '@hookform/resolvers/zod'
import { passwordLoginSchema } from './password-login.schema'

/** Loaded on the first submit (or when the form is first focused): zod stays out of /login's first load. */
export const passwordLoginResolver = zodResolver(passwordLoginSchema)

export { LoginPage } from './ui/login-page'
export { ForgotPasswordPage } from './ui/forgot-password-page'
export { useLogout } from './api/use-logout'

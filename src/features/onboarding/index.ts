export { GetStartedPage } from './ui/get-started-page'
export { loadGetStarted } from './api/load-get-started'

export { GetStartedPage } from './ui/get-started-page'

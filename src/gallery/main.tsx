import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ToastContextProvider } from '@/shared/ui'
import { Gallery } from './gallery'
import './gallery.css'

createRoot(document.getElementById('gallery')!).render(
  <StrictMode>
    <ToastContextProvider>
      <Gallery />
    </ToastContextProvider>
  </StrictMode>,
)

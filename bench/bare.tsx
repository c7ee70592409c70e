// The benchmark's reference: React 19 and one render, nothing else (`npm run bench` only).
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main style={{ maxWidth: '24rem', margin: '4rem auto', fontFamily: 'system-ui' }}>
      <h1>Bare React page</h1>
      <p>A reference page for the portal&apos;s first-paint benchmark.</p>
    </main>
  </StrictMode>,
)

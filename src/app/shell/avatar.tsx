import { useState } from 'react'

export const DEFAULT_AVATAR = '/default-avatar.svg'

/** The user's picture, or the default one when missing or broken. */
export function Avatar({ src, className }: { src: string | null; className?: string }) {
  const [broken, setBroken] = useState(false)
  return (
    <img
      src={!src || broken ? DEFAULT_AVATAR : src}
      alt=""
      width={32}
      height={32}
      onError={() => setBroken(true)}
      className={className ?? 'size-8 rounded-full bg-muted object-cover'}
    />
  )
}

import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { UsagePoint } from '@/shared/contract'
import { formatNumber } from '@/shared/lib'

// USAGE-6: this module and uPlot load only on /app/usage (React.lazy in usage-chart-card.tsx).

const HEIGHT = 240

/** A theme token's colour (UX-10): the canvas cannot read CSS variables itself. */
const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor'

const toSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000

function options(width: number): uPlot.Options {
  const axis = { stroke: token('--muted-foreground'), grid: { stroke: token('--border') } }
  return {
    width,
    height: HEIGHT,
    // Dates are UTC days: drawn as such, whatever the viewer's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { users: {}, words: {} },
    series: [
      {},
      { label: 'Active users', scale: 'users', stroke: token('--primary'), width: 2 },
      {
        label: 'Words',
        scale: 'words',
        stroke: token('--muted-foreground'),
        width: 1,
        dash: [4, 4],
      },
    ],
    axes: [
      axis,
      { ...axis, scale: 'users', values: (_, ticks) => ticks.map((t) => formatNumber(t)) },
      {
        ...axis,
        scale: 'words',
        side: 1,
        grid: { show: false },
        values: (_, ticks) => ticks.map((t) => formatNumber(t)),
      },
    ],
  }
}

/** USAGE-6: active users (solid, left axis) and words (dashed, right axis) over the range. */
export default function UsageChart({ series }: { series: readonly UsagePoint[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const data: uPlot.AlignedData = [
      series.map((p) => toSeconds(p.date)),
      series.map((p) => p.active_users),
      series.map((p) => p.words),
    ]
    let plot: uPlot | undefined
    // The card narrows with the window (390 px phones included, UX-15).
    const observer = new ResizeObserver(() =>
      plot?.setSize({ width: el.clientWidth, height: HEIGHT }),
    )
    // Drawn a task after the page: the rows and figures show without waiting for the canvas.
    const start = setTimeout(() => {
      plot = new uPlot(options(el.clientWidth), data, el)
      observer.observe(el)
    }, 0)
    return () => {
      clearTimeout(start)
      observer.disconnect()
      plot?.destroy()
    }
  }, [series])
  return <div ref={box} className="w-full overflow-hidden" />
}

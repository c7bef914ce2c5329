// A data table: a caption that names it, in a region that scrolls sideways on narrow screens. The
// region is focusable and named by the caption, so keyboard users can scroll it too.
import { useId, type ReactNode } from 'react'
import { cx } from './cx'

export function Table({ caption, hideCaption = false, children, className }: { caption: ReactNode; hideCaption?: boolean; children: ReactNode; className?: string }) {
  const id = useId()
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className={cx('table', className)}>
        <caption id={id} className={hideCaption ? 'visually-hidden' : 'muted'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  )
}

import React from 'react'

/** While photos load: a grid of grey tiles of the photos' shape, announced by its label. */
export const PhotoGridSkeleton = ({ count = 8, label }: { count?: number; label: string }) => (
  <div aria-busy="true" role="status">
    <span className="tw:sr-only">{label}</span>
    <div
      aria-hidden="true"
      className="tw:grid tw:grid-cols-2 tw:gap-3 tw:sm:grid-cols-3 tw:lg:grid-cols-4"
    >
      {Array.from({ length: count }, (_, index) => (
        <div
          className="tw:flex tw:flex-col tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150"
          key={index}
        >
          <div className="tw:aspect-[4/3] tw:animate-pulse tw:bg-elev-100" />
          <div className="tw:flex tw:flex-col tw:gap-2 tw:p-2.5">
            <div className="tw:h-3 tw:w-3/4 tw:rounded tw:bg-elev-100" />
            <div className="tw:h-3 tw:w-1/2 tw:rounded tw:bg-elev-100" />
          </div>
        </div>
      ))}
    </div>
  </div>
)

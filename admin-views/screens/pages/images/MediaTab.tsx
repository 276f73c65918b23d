'use client'
import { useQuery } from '@tanstack/react-query'
import React, { useEffect, useState } from 'react'

import type { MediaReply } from '../../../../src/schemas/media'
import { Badge } from '../../../ui/Badge'
import { QueryState } from '../../../ui/QueryState'
import type { ChosenImage } from './chosenImage'
import { mediaKey } from './mediaKey'
import { MediaUploadForm } from './MediaUploadForm'
import { PhotoGridSkeleton } from './PhotoGridSkeleton'

const nameOf = (media: MediaReply) => media.alt || media.filename || 'Untitled image'

/** The largest size the site needs (1600 wide), or the original when it is smaller than that. */
const pageImageOf = (media: MediaReply): ChosenImage | null => {
  const url = media.sizes.large?.url ?? media.url
  return url ? { alt: media.alt ?? '', attribution: media.attribution ?? '', url } : null
}

const MediaTile = ({
  fresh,
  media,
  onChoose,
}: {
  fresh: boolean
  media: MediaReply
  onChoose: () => void
}) => (
  <li className="tw:flex tw:min-w-0 tw:flex-col tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150 tw:bg-surface">
    <button
      aria-label={`Use image: ${nameOf(media)}`}
      className="tw:group tw:relative tw:block tw:aspect-[4/3] tw:w-full tw:cursor-pointer tw:overflow-hidden tw:border-0 tw:bg-elev-100 tw:p-0 tw:focus-visible:outline-3 tw:focus-visible:-outline-offset-3 tw:focus-visible:outline-elev-800"
      data-media-id={media.id}
      data-testid="media-image"
      onClick={onChoose}
      type="button"
    >
      <img
        alt=""
        className="tw:block tw:h-full tw:w-full tw:object-cover tw:transition-transform tw:group-hover:scale-105"
        loading="lazy"
        src={media.sizes.thumbnail?.url ?? media.url ?? ''}
      />
      {fresh && (
        <span className="tw:absolute tw:top-2 tw:left-2">
          <Badge tone="success">New</Badge>
        </span>
      )}
    </button>
    <div className="tw:flex tw:flex-col tw:gap-0.5 tw:p-2.5">
      <p className="tw:m-0 tw:truncate tw:text-sm">{nameOf(media)}</p>
      <p className="tw:m-0 tw:text-xs tw:text-elev-500">
        {media.width && media.height ? `${media.width} × ${media.height}` : media.mimeType}
        {media.attribution ? ` · ${media.attribution}` : ''}
      </p>
    </div>
  </li>
)

/**
 * The image picker's Media tab: the tenant's own uploads (upload one, then choose it). A chosen image
 * is the page's featured image at its public /media/ address, credited with its attribution.
 */
export const MediaTab = ({
  onChoose,
  tenantId,
  tenantName,
}: {
  onChoose: (image: ChosenImage) => void
  tenantId: string
  tenantName?: string
}) => {
  const media = useQuery<MediaReply[]>({ queryKey: mediaKey(tenantId) })
  const [fresh, setFresh] = useState<null | string>(null)
  // The image just uploaded takes focus, so choosing it is one key or click away.
  useEffect(() => {
    if (fresh) document.querySelector<HTMLElement>(`[data-media-id="${fresh}"]`)?.focus()
  }, [fresh, media.data])

  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <MediaUploadForm onUploaded={setFresh} tenantId={tenantId} />
      <h3 className="tw:m-0 tw:text-base tw:font-semibold">
        {tenantName ? `Images of ${tenantName}` : 'Uploaded images'}
      </h3>
      {media.isPending ? (
        <PhotoGridSkeleton count={4} label="Loading images..." />
      ) : (
        <QueryState
          empty="No images uploaded yet. Upload one above to use it on your pages."
          loadingLabel="Loading images..."
          query={media}
        >
          {(list) => (
            <ul
              aria-label="Uploaded images"
              className="tw:m-0 tw:grid tw:list-none tw:grid-cols-2 tw:gap-3 tw:p-0 tw:sm:grid-cols-3 tw:lg:grid-cols-4"
            >
              {list.map((item) => {
                const image = pageImageOf(item)
                return image ? (
                  <MediaTile
                    fresh={item.id === fresh}
                    key={item.id}
                    media={item}
                    onChoose={() => onChoose(image)}
                  />
                ) : null
              })}
            </ul>
          )}
        </QueryState>
      )}
    </div>
  )
}

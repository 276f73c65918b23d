'use client'
import React, { useEffect, useId, useState } from 'react'

import type { PhotoReply } from '../../../../src/schemas/unsplash'
import { api, ApiError, errorMessage } from '../../../lib/api'
import { notifyError } from '../../../lib/toast'
import { Notice } from '../../../ui/Notice'
import { TextField } from '../../../ui/TextField'
import type { ChosenImage } from './chosenImage'
import { PhotoGridSkeleton } from './PhotoGridSkeleton'
import { PER_PAGE, useStockPhotos } from './useStockPhotos'

// Unsplash's guidelines: links back to the photographer and to Unsplash carry the app's referral.
const REFERRAL = 'utm_source=site_generator&utm_medium=referral'
const withReferral = (url: string) => `${url}${url.includes('?') ? '&' : '?'}${REFERRAL}`

/** What a page credits for a stock photo (its Image Attribution). */
const attributionOf = (photo: PhotoReply) =>
  photo.user.name ? `Photo by ${photo.user.name} on Unsplash` : 'Photo from Unsplash'

/** Choosing is reported to Unsplash (its guidelines ask for it); a failure there changes nothing. */
const reportDownload = (photo: PhotoReply) =>
  void api(`/api/unsplash/download/${encodeURIComponent(photo.id)}`, { method: 'POST' }).catch(
    () => undefined,
  )

const PhotoTile = ({ onChoose, photo }: { onChoose: () => void; photo: PhotoReply }) => {
  const description = photo.alt_description || 'Untitled photo'
  const name = photo.user.name || photo.user.username || 'Unknown photographer'
  return (
    <li className="tw:flex tw:min-w-0 tw:flex-col tw:overflow-hidden tw:rounded-lg tw:border tw:border-elev-150 tw:bg-surface">
      <button
        aria-label={`Use photo: ${description}, by ${name}`}
        className="tw:group tw:block tw:aspect-[4/3] tw:w-full tw:cursor-pointer tw:overflow-hidden tw:border-0 tw:bg-elev-100 tw:p-0 tw:focus-visible:outline-3 tw:focus-visible:-outline-offset-3 tw:focus-visible:outline-elev-800"
        data-testid="stock-photo"
        onClick={onChoose}
        type="button"
      >
        {photo.urls.small && (
          <img
            alt=""
            className="tw:block tw:h-full tw:w-full tw:object-cover tw:transition-transform tw:group-hover:scale-105"
            loading="lazy"
            src={photo.urls.small}
          />
        )}
      </button>
      <div className="tw:flex tw:flex-col tw:gap-1.5 tw:p-2.5">
        <p className="tw:m-0 tw:line-clamp-2 tw:text-sm tw:first-letter:uppercase">{description}</p>
        <p className="tw:m-0 tw:flex tw:min-w-0 tw:items-center tw:gap-1.5 tw:text-xs tw:text-elev-600">
          {photo.user.profile_image.small && (
            <img
              alt=""
              className="tw:size-5 tw:shrink-0 tw:rounded-full tw:bg-elev-100"
              src={photo.user.profile_image.small}
            />
          )}
          {photo.user.links.html ? (
            <a
              className="tw:truncate tw:text-elev-600"
              href={withReferral(photo.user.links.html)}
              rel="noopener noreferrer"
              target="_blank"
            >
              {name}
            </a>
          ) : (
            <span className="tw:truncate">{name}</span>
          )}
        </p>
      </div>
    </li>
  )
}

/**
 * The image picker's stock photos (spec section 2.4): featured photos on opening, a search once typing
 * pauses for 500 ms (Enter does nothing), 24 results, each with its preview, description and
 * photographer; choosing one sets the page's featured image and credit and reports the download.
 */
export const StockPhotosTab = ({ onChoose }: { onChoose: (image: ChosenImage) => void }) => {
  const id = useId()
  const [typed, setTyped] = useState('')
  const photos = useStockPhotos(typed)
  const notConfigured = photos.error instanceof ApiError && photos.error.status === 503

  useEffect(() => {
    if (photos.isError && !notConfigured)
      notifyError('Failed to search photos', errorMessage(photos.error, 'Please try again.'))
  }, [notConfigured, photos.error, photos.isError])

  const choose = (photo: PhotoReply) => {
    reportDownload(photo)
    onChoose({
      alt: photo.alt_description ?? '',
      attribution: attributionOf(photo),
      url: photo.urls.regular ?? photo.urls.small ?? '',
    })
  }

  const heading = photos.query ? `Results for “${photos.query}”` : 'Featured photos'
  let body: React.ReactNode
  if (notConfigured)
    body = (
      <Notice role="status" testId="stock-photos-problem" tone="warning">
        <p className="tw:m-0 tw:font-semibold">Stock photos are not available</p>
        <p className="tw:m-0 tw:mt-1 tw:text-sm">
          {errorMessage(photos.error, 'Stock photos are not configured')}. Meanwhile, the Media tab
          offers your own images.
        </p>
      </Notice>
    )
  else if (photos.isError)
    body = (
      <Notice className="tw:px-4 tw:py-3" testId="stock-photos-problem">
        Failed to search photos: {errorMessage(photos.error, 'please try again')}
      </Notice>
    )
  else if (photos.isPending) body = <PhotoGridSkeleton label="Loading photos..." />
  else if (photos.photos.length === 0)
    body = (
      <p className="tw:m-0 tw:rounded-lg tw:border tw:border-dashed tw:border-elev-200 tw:p-8 tw:text-center tw:text-elev-500">
        No photos found for “{photos.query}”. Try other words.
      </p>
    )
  else
    body = (
      <ul
        aria-label={heading}
        className="tw:m-0 tw:grid tw:list-none tw:grid-cols-2 tw:gap-3 tw:p-0 tw:sm:grid-cols-3 tw:lg:grid-cols-4"
      >
        {photos.photos.slice(0, PER_PAGE).map((photo) => (
          <PhotoTile key={photo.id} onChoose={() => choose(photo)} photo={photo} />
        ))}
      </ul>
    )

  // Without a key there is nothing to search: only what to set, and where to go meanwhile.
  if (notConfigured) return body

  return (
    <div className="tw:flex tw:flex-col tw:gap-4">
      <TextField
        autoComplete="off"
        hint="Results appear as you type. Choose a photo to use it."
        id={`${id}-search`}
        label="Search photos"
        onChange={(event) => setTyped(event.target.value)}
        // The search runs as you type; Enter must not submit anything (spec section 5).
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        placeholder="piano, mountains, coffee..."
        type="search"
        value={typed}
      />
      <div className="tw:flex tw:items-baseline tw:justify-between tw:gap-2">
        <h3 className="tw:m-0 tw:text-base tw:font-semibold">{heading}</h3>
        <span aria-live="polite" className="tw:text-sm tw:text-elev-500">
          {photos.isSearching ? 'Searching...' : ''}
        </span>
      </div>
      <p className="tw:m-0 tw:text-xs tw:text-elev-600" data-testid="unsplash-licence">
        Photos from{' '}
        <a href={withReferral('https://unsplash.com')} rel="noopener noreferrer" target="_blank">
          Unsplash
        </a>{' '}
        are free to use under the{' '}
        <a
          href={withReferral('https://unsplash.com/license')}
          rel="noopener noreferrer"
          target="_blank"
        >
          Unsplash License
        </a>
        . The photographer is credited on your page for you (Image Attribution).
      </p>
      {body}
    </div>
  )
}

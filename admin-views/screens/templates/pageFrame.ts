/**
 * What a page type and a template both set around the pages they make: the four panels ('' for none)
 * and the related pages under the content.
 */
export type PageFrameValues = {
  bottomPanelId: string
  leftPanelId: string
  relatedPagesCount: number
  relatedPagesTitle: string
  rightPanelId: string
  showRelatedPages: boolean
  topPanelId: string
}

type SavedFrame = {
  bottomPanelId?: null | string
  leftPanelId?: null | string
  relatedPagesCount: number
  relatedPagesTitle?: null | string
  rightPanelId?: null | string
  showRelatedPages: boolean
  topPanelId?: null | string
}

/** No panels, related pages off (3 of them, under `relatedTitle`, once turned on). */
export const newPageFrameValues = (relatedTitle: string): PageFrameValues => ({
  bottomPanelId: '',
  leftPanelId: '',
  relatedPagesCount: 3,
  relatedPagesTitle: relatedTitle,
  rightPanelId: '',
  showRelatedPages: false,
  topPanelId: '',
})

/** A saved page type's or template's frame as the form shows it; a blank title is the default one. */
export const pageFrameValues = (saved: SavedFrame, relatedTitle: string): PageFrameValues => ({
  bottomPanelId: saved.bottomPanelId ?? '',
  leftPanelId: saved.leftPanelId ?? '',
  relatedPagesCount: saved.relatedPagesCount,
  relatedPagesTitle: saved.relatedPagesTitle || relatedTitle,
  rightPanelId: saved.rightPanelId ?? '',
  showRelatedPages: saved.showRelatedPages,
  topPanelId: saved.topPanelId ?? '',
})

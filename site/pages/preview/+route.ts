// A private preview of a page's working copy, through a signed link (src/services/pages/previewLinks.ts).
export default '/__preview/@token'

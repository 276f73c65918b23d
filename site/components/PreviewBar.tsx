/**
 * The slim bar over a private preview (/__preview/{token}): what the page shows is not live yet. A
 * region named by its own text, so a screen reader announces it as a browser shows it; no script.
 */
export const PreviewBar = () => (
  <div
    role="region"
    aria-labelledby="site-preview-bar"
    className="border-b border-slate-700 bg-slate-900 text-white"
  >
    <p
      id="site-preview-bar"
      className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5 text-sm font-medium sm:px-6"
    >
      <span aria-hidden="true" className="inline-block size-2 shrink-0 rounded-full bg-amber-400" />
      Preview: not published
    </p>
  </div>
)
